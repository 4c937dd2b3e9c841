import { startCatalogue } from '@/platform/src/domains/catalogue/testing';
import { createApiClient } from './client';
import { SEARCH_MAX_LENGTH } from '@/lib/rules/validation';
import { getSearchSuggestions, reportSearchFound } from './search';

const platform = startCatalogue();
afterAll(() => platform.close());

function clientFor(accessToken?: string, locale = 'en') {
  let requests = 0;
  const api = createApiClient({
    baseUrl: 'http://platform.test',
    accessToken,
    locale,
    fetch: (input, init) => {
      requests += 1;
      return Promise.resolve(platform.app.fetch(new Request(input, init)));
    },
  });
  return { api, requests: () => requests };
}

describe('lib/api/search against the platform', () => {
  it('returns suggestions, contents, persons and channels in the client language, cached as any GET', async () => {
    const { api, requests } = clientFor(undefined, 'ru');
    const results = await getSearchSuggestions(api, 'караван');
    expect(results.suggestions).toContain('Последний караван');
    expect(results.contents[0]).toMatchObject({ id: 3, title: 'Последний караван' });
    await getSearchSuggestions(api, 'караван');
    expect(requests()).toBe(1);
    await getSearchSuggestions(api, 'караван', { signal: new AbortController().signal });
    expect(requests()).toBe(2);
  });

  it('asks nothing for blank text and cuts text to the maximum length', async () => {
    const { api, requests } = clientFor();
    expect(await getSearchSuggestions(api, '   ')).toEqual({
      suggestions: [],
      contents: [],
      persons: [],
      channels: [],
    });
    expect(requests()).toBe(0);
    const long = await getSearchSuggestions(api, 'x'.repeat(SEARCH_MAX_LENGTH + 40));
    expect(long.contents).toEqual([]);
  });

  it('stores search history that comes back first in the same viewer suggestions', async () => {
    const member = platform.member();
    const { api } = clientFor(member.token);
    const saved = await reportSearchFound(api, {
      title: 'The Last Caravan',
      text: 'caravan night',
      contentType: 'content',
      objectId: 3,
    });
    expect(saved.id).toEqual(expect.any(Number));
    expect((await getSearchSuggestions(api, 'caravan n')).suggestions[0]).toBe('caravan night');
  });
});
