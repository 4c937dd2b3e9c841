/** @jest-environment jest-fixed-jsdom */
import { syncWebPush, vapidKeyBytes, type WebPushDeps } from './web-push';

const updateDevice = jest.fn(async (..._args: unknown[]) => ({}));
jest.mock('../api/devices', () => ({ updateDevice: (...args: unknown[]) => updateDevice(...args) }));

/** A real-shaped key: 65 bytes (0x04 then two 32-byte coordinates), base64url without padding. */
const KEY = Buffer.from([4, ...Array.from({ length: 64 }, (_, index) => index)]).toString('base64url');

function fakeDeps(overrides: Partial<WebPushDeps> = {}) {
  const stored = new Map<string, string>();
  const subscription = { endpoint: 'https://push.example/sub/1', toJSON: () => ({ endpoint: 'https://push.example/sub/1', keys: { p256dh: 'p', auth: 'a' } }) };
  const manager = { getSubscription: jest.fn(async () => null), subscribe: jest.fn(async (_options: unknown) => subscription) };
  const deps: WebPushDeps = {
    permission: () => 'granted',
    publicKey: async () => KEY,
    pushManager: async () => manager as unknown as PushManager,
    deviceId: () => '7',
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    ...overrides,
  };
  return { deps, manager };
}

beforeEach(() => updateDevice.mockClear());

describe('web push subscription', () => {
  it('reads a VAPID public key, and refuses anything that is not one', () => {
    expect(vapidKeyBytes(KEY)).toHaveLength(65);
    expect(vapidKeyBytes('short')).toBeNull();
    expect(vapidKeyBytes('not a key!')).toBeNull();
    expect(vapidKeyBytes(null)).toBeNull();
  });

  it('subscribes and gives the subscription to this browser device as its notification token, once', async () => {
    const { deps, manager } = fakeDeps();
    await expect(syncWebPush({} as never, deps)).resolves.toBe('saved');
    expect(manager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(KEY) });
    expect(updateDevice).toHaveBeenCalledWith({}, '7', {
      notification: { type: 'webpush', token: JSON.stringify({ endpoint: 'https://push.example/sub/1', keys: { p256dh: 'p', auth: 'a' } }) },
    });
    await expect(syncWebPush({} as never, deps)).resolves.toBe('unchanged');
    expect(updateDevice).toHaveBeenCalledTimes(1);
  });

  it('follows the device when it changes (a sign-in or a logout)', async () => {
    let device = '7';
    const { deps } = fakeDeps({ deviceId: () => device });
    await syncWebPush({} as never, deps);
    device = '9';
    await expect(syncWebPush({} as never, deps)).resolves.toBe('saved');
    expect(updateDevice).toHaveBeenLastCalledWith({}, '9', expect.anything());
  });

  it('stays closed until configured, and never asks without the permission', async () => {
    const closed = fakeDeps({ publicKey: async () => null });
    await expect(syncWebPush({} as never, closed.deps)).resolves.toBe('not-configured');
    const denied = fakeDeps({ permission: () => 'denied' });
    await expect(syncWebPush({} as never, denied.deps)).resolves.toBe('no-permission');
    expect(closed.manager.subscribe).not.toHaveBeenCalled();
    expect(denied.manager.subscribe).not.toHaveBeenCalled();
    expect(updateDevice).not.toHaveBeenCalled();
  });
});
