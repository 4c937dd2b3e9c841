import { createApiClient } from './client';
import { keepLeaveCall, LEAVE_OUTBOX_MAX_AGE_MS, resendLeaveCalls } from './leave-outbox';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function recordingApi(answer: (url: string) => Response | Promise<Response>) {
  const sent: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://app.test',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      sent.push(`${init?.method} ${url.pathname}${url.search} ${init?.body ?? ''}`);
      return answer(url.pathname);
    }) as typeof fetch,
  });
  return { api, sent };
}

const NOW = 1_800_000_000_000;

describe('leave outbox', () => {
  it('sends the last save to each address again on the next page, once', async () => {
    const storage = memoryStorage();
    keepLeaveCall({ method: 'PATCH', path: '/v2/users/self/stat/5', query: { duration: 4 }, at: NOW - 1000 }, storage);
    keepLeaveCall({ method: 'PATCH', path: '/v2/users/self/stat/5', query: { duration: 9 }, at: NOW - 500 }, storage);
    keepLeaveCall({ method: 'POST', path: '/v2/users/self/history', body: { content_id: 1, seconds: 60 }, at: NOW - 500 }, storage);
    const { api, sent } = recordingApi(() => Response.json({ data: {} }));
    await resendLeaveCalls(api, NOW, storage);
    expect(sent.sort()).toEqual([
      'PATCH /v2/users/self/stat/5?duration=9 {}',
      'POST /v2/users/self/history {"content_id":1,"seconds":60}',
    ]);
    await resendLeaveCalls(api, NOW, storage);
    expect(sent).toHaveLength(2);
  });

  it('drops saves too old to send, rather than overwrite a newer position', async () => {
    const storage = memoryStorage();
    keepLeaveCall({ method: 'PATCH', path: '/v2/users/self/stat/5', query: { duration: 4 }, at: NOW - LEAVE_OUTBOX_MAX_AGE_MS - 1 }, storage);
    const { api, sent } = recordingApi(() => Response.json({ data: {} }));
    await resendLeaveCalls(api, NOW, storage);
    expect(sent).toEqual([]);
  });

  it('keeps a save the network failed for, and forgets one the platform refused', async () => {
    const storage = memoryStorage();
    keepLeaveCall({ method: 'PATCH', path: '/v2/users/self/stat/5', query: { duration: 4 }, at: NOW }, storage);
    keepLeaveCall({ method: 'PATCH', path: '/v2/users/self/stat/6', query: { duration: 4 }, at: NOW }, storage);
    const failing = recordingApi((path) => {
      if (path.endsWith('/5')) throw new TypeError('offline');
      return Response.json({ error_code: 'not_found' }, { status: 404 });
    });
    await resendLeaveCalls(failing.api, NOW, storage);
    const { api, sent } = recordingApi(() => Response.json({ data: {} }));
    await resendLeaveCalls(api, NOW, storage);
    expect(sent).toEqual(['PATCH /v2/users/self/stat/5?duration=4 {}']);
  });
});
