import { act, renderHook } from '@testing-library/react';
import { createApiClient } from '@/lib/api/client';
import { abTests, createAbTestStore } from './ab-tests';
import { useAbTest } from './use-ab-test';

const ANSWER = {
  data: [
    { id: 1, name: 'register_prompt_text', variants: ['a', 'b'], group: 'b' },
    { id: 2, name: 'start_page_rows', variants: ['default', 'compact'], group: 'default' },
  ],
};

function apiAnswering(body: unknown, status = 200) {
  const fetch = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  return { fetch, api: createApiClient({ baseUrl: '', pathPrefix: '/api', fetch }) };
}

describe('A/B tests', () => {
  it('fetches /api/v2/ab_tests/tests once and maps each test to the user group', async () => {
    const { fetch, api } = apiAnswering(ANSWER);
    const store = createAbTestStore();
    const [first, second] = await Promise.all([store.load(api), store.load(api)]);
    await store.load(api);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/^\/api\/v2\/ab_tests\/tests/);
    expect(first).toEqual({ register_prompt_text: 'b', start_page_rows: 'default' });
    expect(second).toBe(first);
  });

  it('falls back to no groups when the call fails', async () => {
    const { api } = apiAnswering({ error_code: 'server_error' }, 500);
    const store = createAbTestStore();
    await expect(store.load(api)).resolves.toEqual({});
    expect(store.get()).toEqual({});
  });

  it('useAbTest is undefined while loading, then the group or null for unknown tests', async () => {
    const { api } = apiAnswering(ANSWER);
    const known = renderHook(() => useAbTest('register_prompt_text'));
    const unknown = renderHook(() => useAbTest('no_such_test'));
    expect(known.result.current).toBeUndefined();
    await act(async () => void (await abTests.load(api)));
    expect(known.result.current).toBe('b');
    expect(unknown.result.current).toBeNull();
  });
});
