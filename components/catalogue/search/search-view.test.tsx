import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { SearchResults } from '@/lib/api/types/catalogue';
import { clickEvents, describeItem } from '@/lib/catalogue/analytics';
import { SearchView } from './search-view';

jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));

const content = (id: number) =>
  ({ id, slug: `film-${id}`, title: `Film ${id}`, age: 0, is4k: false, images: [], cover: { src2x3: null, src16x9: null } }) as unknown;

const RESULTS = {
  suggestions: [],
  contents: [content(4), content(7)],
  persons: [{ id: 9, slug: 'a-person-9', name: 'A Person', image: null, roles: [] }],
  channels: [],
} as unknown as SearchResults;

describe('SearchView analytics marks', () => {
  it('reports a found title as click_search with its id and source, and opening it as open_content', async () => {
    renderWithIntl(await SearchView({ query: 'film', results: RESULTS }));
    const second = screen.getAllByTestId('content-card')[1];
    expect(clickEvents(second, document, 5)).toEqual([
      { name: 'click_search', params: { item_id: '7', source: '0x1_contents' }, ts: 5 },
      { name: 'open_content', params: { content_id: 7, source: '0x1_contents' }, ts: 5 },
    ]);
  });

  it('reports found persons as their own set after the titles', async () => {
    renderWithIntl(await SearchView({ query: 'film', results: RESULTS }));
    const person = document.querySelector('[data-an-set="persons"] a')!;
    expect(describeItem(person, document)).toEqual({ template: 'search', itemId: '9', source: '1x0_persons' });
  });
});
