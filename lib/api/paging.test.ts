import { createApiClient } from './client';
import { ApiError } from './errors';
import { getPage } from './paging';

/** Paging with bare arrays and no total (../shared/operator-wire-format.md, cross-cutting fact 6; S5 pages programs). */
function answering(body: unknown) {
  const asked: URL[] = [];
  const api = createApiClient({
    baseUrl: 'http://platform.test',
    fetch: (async (input: RequestInfo | URL) => {
      asked.push(new URL(String(input)));
      return Response.json(body);
    }) as typeof fetch,
  });
  return { api, asked };
}

describe('getPage', () => {
  it('asks limit and offset, and takes a full bare page as possibly followed by more', async () => {
    const { api, asked } = answering([{ id: 1 }, { id: 2 }]);
    await expect(getPage(api, '/v2/news', { offset: 4, limit: 2 })).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }], hasMore: true });
    expect([asked[0].searchParams.get('offset'), asked[0].searchParams.get('limit')]).toEqual(['4', '2']);
  });

  it('takes a short page as the last', async () => {
    const { api } = answering([{ id: 1 }]);
    await expect(getPage(api, '/v2/news', { limit: 2 })).resolves.toEqual({ items: [{ id: 1 }], hasMore: false });
  });

  it("uses an older platform's meta count when there is one", async () => {
    const { api } = answering({ data: [{ id: 1 }, { id: 2 }], meta: { count: 2, offset: 0, limit: 2 } });
    await expect(getPage(api, '/v2/news', { limit: 2 })).resolves.toMatchObject({ hasMore: false });
  });

  it('refuses an object where a list was expected with the translated unreachable error', async () => {
    const { api } = answering({ id: 1 });
    const error = await getPage(api, '/v2/news', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('platform_unreachable');
  });
});
