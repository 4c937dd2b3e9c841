import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { PUSH_QUERY, parsePush } from './push-entry';
import { pushDestinationPath } from '../rules/push-destination';

/** Runs the push part of public/service-worker.js the way a browser would, with fake clients and registration. */
const ORIGIN = 'https://tv.example';

interface FakeClient {
  url: string;
  focused: boolean;
  focus: jest.Mock;
  postMessage: jest.Mock;
}

function loadWorker(windows: FakeClient[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: new URL(ORIGIN),
    navigator: { language: 'en-US' },
    registration: { showNotification: jest.fn(async () => undefined) },
    clients: {
      claim: jest.fn(async () => undefined),
      matchAll: jest.fn(async () => windows),
      openWindow: jest.fn(async () => null),
    },
    skipWaiting: jest.fn(async () => undefined),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  const source = readFileSync(path.join(process.cwd(), 'public/service-worker.js'), 'utf8');
  vm.runInNewContext(source, { self, caches: {}, fetch: jest.fn(), Response, Request, URL, Promise });

  async function dispatch(type: string, event: Record<string, unknown>) {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  }
  const push = (data: unknown) =>
    dispatch('push', {
      data:
        data === null
          ? null
          : {
              json: () => (typeof data === 'string' ? JSON.parse(data) : data),
              text: () => (typeof data === 'string' ? data : JSON.stringify(data)),
            },
    });
  const click = (payload: unknown) => {
    const notification = { data: payload, close: jest.fn() };
    return { notification, done: dispatch('notificationclick', { notification }) };
  };
  return { self, push, click };
}

const client = (url: string, focused = false): FakeClient => ({ url, focused, focus: jest.fn(async () => undefined), postMessage: jest.fn() });

const MESSAGE = { title: 'New row', body: 'Line one\nLine two', destination: { type: 'row', id: 1 } };

describe('service worker pushes', () => {
  it('shows a push as a notification that carries the whole message', async () => {
    const worker = loadWorker();
    await worker.push(MESSAGE);
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('New row', {
      body: 'Line one\nLine two',
      icon: '/icons/icon-192.png',
      data: MESSAGE,
    });
  });

  it('ignores pushes without a title or body, and shows plain text as the body', async () => {
    const worker = loadWorker();
    await worker.push(null);
    await worker.push({ destination: { type: 'row', id: 1 } });
    expect(worker.self.registration.showNotification).not.toHaveBeenCalled();
    await worker.push('Plain words');
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('', expect.objectContaining({ body: 'Plain words' }));
  });

  it('a click hands the message to the focused window of the app, which maps it to its destination', async () => {
    const other = client('https://elsewhere.example/');
    const background = client(`${ORIGIN}/channels`);
    const focused = client(`${ORIGIN}/`, true);
    const worker = loadWorker([other, background, focused]);
    const { notification, done } = worker.click(MESSAGE);
    await done;
    expect(notification.close).toHaveBeenCalled();
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.postMessage).toHaveBeenCalledWith({ type: 'push', payload: MESSAGE });
    expect(background.postMessage).not.toHaveBeenCalled();
    expect(other.postMessage).not.toHaveBeenCalled();
    const received = parsePush(focused.postMessage.mock.calls[0][0].payload);
    expect(pushDestinationPath(received?.destination as never)).toBe('/row/1');
  });

  it('a window that refuses focus (no user activation) still gets the message', async () => {
    const window = client(`${ORIGIN}/`);
    window.focus.mockRejectedValue(new Error('InvalidAccessError'));
    await loadWorker([window]).click(MESSAGE).done;
    expect(window.postMessage).toHaveBeenCalledWith({ type: 'push', payload: MESSAGE });
  });

  it('without a window of the app, a click opens one with the message in the address', async () => {
    const worker = loadWorker([client('https://elsewhere.example/')]);
    await worker.click({ title: 'Promo', destination: { type: 'promo_key', code: 'SALE' } }).done;
    const [opened] = worker.self.clients.openWindow.mock.calls[0] as unknown as [string];
    const carried = new URL(opened, ORIGIN).searchParams.get(PUSH_QUERY);
    const received = parsePush(carried);
    expect(pushDestinationPath(received?.destination as never)).toBe('/promo?code=SALE');
  });
});
