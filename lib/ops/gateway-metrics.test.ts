import { apiPathGroup, withGatewayMetrics } from './gateway-metrics';
import { installOpsHooks, type OpsHooks } from './ops-hooks.mjs';

function installSpies(requestId?: string) {
  const hooks: OpsHooks = {
    requestId: () => requestId,
    gatewayCall: jest.fn(),
    apiFailure: jest.fn(),
    payment: jest.fn(),
    playerErrorReport: jest.fn(),
    cspViolation: jest.fn(),
  };
  installOpsHooks(hooks);
  return hooks;
}

afterEach(() => installOpsHooks(undefined));

const json = (body: unknown, status = 200) => Response.json(body, { status });

function call(method: string, path: string, answer: Response) {
  const forward = jest.fn(async (_request: Request, _path: string[], options: { fetch?: typeof fetch }) => {
    await options.fetch?.('http://platform.test/v2/x');
    return answer;
  });
  const fetchImpl = jest.fn(async () => new Response('{}')) as unknown as typeof fetch;
  const request = new Request(`http://app.test/api/v2/${path}`, { method, body: method === 'GET' ? undefined : '{}' });
  return { run: () => withGatewayMetrics(forward)(request, path.split('/'), { fetch: fetchImpl }), fetchImpl };
}

describe('gateway metrics', () => {
  it('folds ids out of API path groups', () => {
    expect(apiPathGroup(['users', 'self', 'transactions', '123'])).toBe('users/self/transactions/:id');
    expect(apiPathGroup(['channels', 'channel_list'])).toBe('channels/channel_list');
    expect(apiPathGroup(['contents', '42', 'episodes', '7'])).toBe('contents/:id/episodes');
  });

  it('records each call by path group, method and status with its time', async () => {
    const hooks = installSpies();
    await call('GET', 'contents/42', json({}, 404)).run();
    expect(hooks.gatewayCall).toHaveBeenCalledWith({ group: 'contents/:id', method: 'GET', status: 404, seconds: expect.any(Number) });
  });

  it('passes the request id to the API', async () => {
    installSpies('req-42');
    const { run, fetchImpl } = call('GET', 'channels', json([]));
    await run();
    const [, init] = (fetchImpl as jest.Mock).mock.calls[0];
    expect(new Headers(init.headers).get('x-request-id')).toBe('req-42');
  });

  it('counts a payment started, and completed when the bank settles at once (bare answer)', async () => {
    const hooks = installSpies();
    await call('POST', 'users/self/accounts/3/payforms/linkedcard', json({ id: 9, status: 'complete' })).run();
    expect(hooks.payment).toHaveBeenNthCalledWith(1, 'started');
    expect(hooks.payment).toHaveBeenNthCalledWith(2, 'completed');
  });

  it('counts a declined payment from a transaction read in a {data} envelope', async () => {
    const hooks = installSpies();
    await call('GET', 'users/self/transactions/9', json({ data: { id: 9, status: 'error' } })).run();
    expect(hooks.payment).toHaveBeenCalledWith('declined');
    expect(hooks.payment).toHaveBeenCalledTimes(1);
  });

  it('counts neither a pending poll, nor the SMS confirmation, nor a refused start', async () => {
    const hooks = installSpies();
    await call('GET', 'users/self/transactions/9', json({ status: 'pending' })).run();
    await call('POST', 'users/self/accounts/3/payforms/confirm_by_sms', json({ status: 'pending' })).run();
    await call('POST', 'users/self/accounts/3/payforms/short_url', json({ error: {} }, 400)).run();
    expect(hooks.payment).not.toHaveBeenCalled();
  });

  it("counts a player's error report", async () => {
    const hooks = installSpies();
    await call('POST', 'metrics/errors', json({})).run();
    expect(hooks.playerErrorReport).toHaveBeenCalledTimes(1);
  });

  it('does nothing without the server (next dev, the browser)', async () => {
    await expect(call('POST', 'metrics/errors', json({})).run()).resolves.toBeInstanceOf(Response);
  });
});
