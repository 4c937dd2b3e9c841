import type { ChannelCard, ContentSummary, Row } from '@/lib/api/types/catalogue';
import { rowChannels, rowContents, rowHref, rowItemCount } from './rows';

const card = (id: number, is4k = false) => ({ id, slug: `c-${id}`, is4k }) as ContentSummary;
const row = (overrides: Partial<Row>): Row =>
  ({ id: 3, slug: 'new', count: null, contents: [], history: [], persons: [], channels: [], promotions: [], ...overrides }) as Row;

describe('rows', () => {
  it('drops 4K items from row lists', () => {
    expect(rowContents(row({ contents: [card(1), card(76, true), card(2)] })).map((c) => c.id)).toEqual([1, 2]);
  });

  it('draws a channel row as the provider lists channels: excluded ones out, pinned ones first', () => {
    const channel = (id: number) => ({ id, slug: `ch-${id}`, name: `Channel ${id}` }) as ChannelCard;
    const channels = row({ channels: [1, 2, 3, 4, 5].map(channel) });
    const listing = { excludedIds: [2], pinnedIds: [5, 3] };
    expect(rowChannels(channels).map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(rowChannels(channels, listing).map((c) => c.id)).toEqual([5, 3, 1, 4]);
    expect(rowItemCount(channels, listing)).toBe(4);
  });

  it('counts the whole row when the platform says how many there are', () => {
    expect(rowItemCount(row({ count: 160, contents: [card(1)] }))).toBe(160);
    expect(rowItemCount(row({ contents: [card(1), card(2)] }))).toBe(2);
  });

  it('links the row by slug and keeps the library', () => {
    expect(rowHref({ id: 3, slug: 'new' })).toBe('/row/new');
    expect(rowHref({ id: 3, slug: '' }, 2)).toBe('/row/3?library_id=2');
  });
});
