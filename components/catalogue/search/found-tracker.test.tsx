import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { SearchResults } from '@/lib/api/types/catalogue';
import { reportSearchFound } from '@/lib/api/search';
import { SearchView } from './search-view';
import { foundType } from './found-tracker';

jest.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/api/search', () => ({ reportSearchFound: jest.fn(async () => ({ id: 1, createdAt: 0 })) }));

const RESULTS = {
  suggestions: [],
  contents: [{ id: 4, slug: 'film-4', title: 'Film 4', age: 0, is4k: false, images: [], cover: { src2x3: null, src16x9: null } }],
  persons: [{ id: 9, slug: 'a-person-9', name: 'A Person', image: null, roles: [] }],
  channels: [{ id: 3, slug: 'news-3', name: 'News', logo: null, age: 0, isAdult: false, isFree: true, is4k: false }],
} as unknown as SearchResults;

const reported = () => (reportSearchFound as jest.Mock).mock.calls.at(-1)?.[1];

beforeEach(() => (reportSearchFound as jest.Mock).mockClear());

describe('search history of opened results', () => {
  it('reports a person as a person, a title as content and a channel as a channel', async () => {
    renderWithIntl(await SearchView({ query: 'a', results: RESULTS }));
    fireEvent.click(screen.getByText('A Person'));
    await waitFor(() => expect(reported()).toEqual({ title: 'A Person', text: 'a', contentType: 'person', objectId: 9 }));
    fireEvent.click(screen.getByText('Film 4'));
    await waitFor(() => expect(reported()).toEqual({ title: 'Film 4', text: 'a', contentType: 'content', objectId: 4 }));
    fireEvent.click(screen.getByText('News'));
    await waitFor(() => expect(reported()).toEqual({ title: 'News', text: 'a', contentType: 'channel', objectId: 3 }));
  });

  it('reads unknown marks as content', () => {
    expect(foundType(undefined)).toBe('content');
    expect(foundType('podcast')).toBe('content');
    expect(foundType('person')).toBe('person');
  });
});
