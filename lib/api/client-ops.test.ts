import { installOpsHooks, type OpsHooks } from '../ops/ops-hooks.mjs';
import { createApiClient } from './client';

function installSpies(): OpsHooks {
  const hooks: OpsHooks = { requestId: () => 'req-7', gatewayCall: jest.fn(), apiFailure: jest.fn(), payment: jest.fn(), playerErrorReport: jest.fn(), cspViolation: jest.fn() };
  installOpsHooks(hooks);
  return hooks;
}

afterEach(() => installOpsHooks(undefined));

function recordingClient(answer: () => Promise<Response>) {
  const fetchImpl = jest.fn((_url: string, _init: RequestInit) => answer());
  const api = createApiClient({ baseUrl: 'http://platform.test', fetch: fetchImpl as unknown as typeof fetch, dataCache: { revalidateSeconds: 60 } });
  const sentHeaders = (call = 0) => new Headers(fetchImpl.mock.calls[call][1].headers as Record<string, string>);
  return { api, sentHeaders };
}

describe('API client and the server operations', () => {
  it("sends the served request's id with an uncached call, and none with a cached one (its answer serves everybody)", async () => {
    installSpies();
    const { api, sentHeaders } = recordingClient(async () => Response.json({ data: {} }));
    await api.post('/v2/users/self/history', {});
    await api.get('/v2/channels');
    expect(sentHeaders(0).get('x-request-id')).toBe('req-7');
    expect(sentHeaders(1).get('x-request-id')).toBeNull();
  });

  it('counts a timed-out call and a 5xx answer', async () => {
    const hooks = installSpies();
    const { api } = recordingClient(async () => Response.json({ error: { message: 'down' } }, { status: 503 }));
    await expect(api.post('/v2/users/self/history', {})).rejects.toThrow();
    expect(hooks.apiFailure).toHaveBeenCalledWith('server_error');

    const hanging = createApiClient({
      baseUrl: 'http://platform.test',
      timeoutMs: 20,
      fetch: ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as unknown as typeof fetch,
    });
    await expect(hanging.post('/v2/users/self/history', {})).rejects.toThrow();
    expect(hooks.apiFailure).toHaveBeenCalledWith('timeout');
  });
});
