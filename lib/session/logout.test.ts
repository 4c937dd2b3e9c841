/** @jest-environment jest-fixed-jsdom */
import { browserStartupDeps } from './session-bootstrap';
import { isLoggedOut } from './local-session';
import { logout } from './logout';

const removeDevice = jest.fn(async () => undefined);
jest.mock('../api/devices', () => ({ removeDevice: (...args: unknown[]) => removeDevice(...(args as [])) }));
jest.mock('./analytics', () => ({ logSessionEvent: jest.fn(async () => undefined) }));
jest.mock('./device-cookie', () => ({ currentDeviceId: () => 7 }));
jest.mock('./session-bootstrap', () => ({
  withTokenRecoveryPaused: (run: () => Promise<void>) => run(),
  browserStartupDeps: {
    isTelegramMiniApp: jest.fn(() => false),
    loadNetwork: jest.fn(),
    requestSignIn: jest.fn(),
    createGuest: jest.fn(async () => undefined),
  },
}));

const deps = browserStartupDeps as unknown as Record<'loadNetwork' | 'requestSignIn' | 'createGuest', jest.Mock>;

beforeEach(() => {
  jest.clearAllMocks();
  global.fetch = jest.fn(async () => new Response(null, { status: 204 })) as unknown as typeof fetch;
});

describe('logout', () => {
  it('removes the device, marks the browser logged out and lets a new guest take over', async () => {
    deps.loadNetwork.mockResolvedValue({ isGuestAllowed: true });
    await logout();
    expect(removeDevice).toHaveBeenCalledWith(expect.anything(), 7, { logout: true });
    expect(isLoggedOut()).toBe(true);
    expect(deps.createGuest).toHaveBeenCalled();
    expect(deps.requestSignIn).not.toHaveBeenCalled();
  });

  it('offers the sign-in instead of a guest where the provider allows no guests', async () => {
    deps.loadNetwork.mockResolvedValue({ isGuestAllowed: false });
    await logout();
    expect(deps.createGuest).not.toHaveBeenCalled();
    expect(deps.requestSignIn).toHaveBeenCalled();
  });

  it('falls back to the guest device the gateway kept instead of creating a new guest', async () => {
    global.fetch = jest.fn(async () => Response.json({ guest: true })) as unknown as typeof fetch;
    await logout();
    expect(global.fetch).toHaveBeenCalledWith('/api/session?fallback=guest', { method: 'DELETE' });
    expect(deps.createGuest).not.toHaveBeenCalled();
    expect(deps.requestSignIn).not.toHaveBeenCalled();
  });
});
