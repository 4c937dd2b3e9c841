import type { ContentMeta, MetaButton } from '@/lib/api/types/catalogue';
import { playHref } from './watch-target';

const meta = (overrides: Partial<ContentMeta>) =>
  ({ nextToPlay: null, streamUsing: { libraryId: 1, contentSchedule: null }, ...overrides }) as ContentMeta;

describe('playHref', () => {
  it('plays the title itself by slug', () => {
    expect(playHref({ id: 3, slug: 'film-3' }, meta({}))).toBe('/watch/film-3');
  });

  it('plays the next episode of a series', () => {
    expect(playHref({ id: 81, slug: 's-81' }, meta({ nextToPlay: { id: 1001, slug: 'ep-1001', season: 1, episode: 1 } }))).toBe('/watch/ep-1001');
  });

  it("plays an episode itself, not the next one its meta names (its button names the episode)", () => {
    const next = meta({ nextToPlay: { id: 1003, slug: 'ep-1003', season: 1, episode: 2 } });
    expect(playHref({ id: 1002, slug: 'ep-1002', contentType: 'episode' }, next)).toBe('/watch/ep-1002');
    const button = { contentId: 1002, contentSchedule: null } as MetaButton;
    expect(playHref({ id: 1002, slug: 'ep-1002' }, next, button)).toBe('/watch/ep-1002');
    expect(playHref({ id: 81, slug: 's-81', contentType: 'series' }, next)).toBe('/watch/ep-1003');
  });

  it('sends scheduled content to the channel archive at its airing', () => {
    const scheduled = meta({ streamUsing: { libraryId: null, contentSchedule: { channelId: 4, startSec: 1700000000, programId: 9 } } });
    expect(playHref({ id: 12, slug: 'f-12' }, scheduled)).toBe('/channels/2/4?ts=1700000000');
  });
});
