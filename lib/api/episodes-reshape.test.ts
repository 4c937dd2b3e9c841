import { toSeasons } from './episodes-reshape';
import type { RawEpisode } from './raw/catalogue';

const entry = (id: number, season: number | null, series: number | null): RawEpisode => ({
  id,
  slug: `e-${id}`,
  title: `Episode ${id}`,
  content_type: 'episode',
  season,
  series,
  description: '',
  duration: 1500,
  cover: null,
  is_announcement: false,
});

describe('toSeasons', () => {
  it('groups the flat list by season number, seasons then episodes in ascending order', () => {
    const seasons = toSeasons([entry(1, 3, 2), entry(2, 1, 2), entry(3, 3, 1), entry(4, 1, 1)]);
    expect(seasons.map((season) => [season.season, season.episodes.map((episode) => episode.id)])).toEqual([
      [1, [4, 2]],
      [3, [3, 1]],
    ]);
  });

  it('puts episodes without a season in a last group and those without a number last, in the order sent', () => {
    const seasons = toSeasons([entry(1, null, null), entry(2, 1, null), entry(3, 1, 1), entry(4, null, null), entry(5, 1, null)]);
    expect(seasons.map((season) => [season.season, season.episodes.map((episode) => episode.id)])).toEqual([
      [1, [3, 2, 5]],
      [null, [1, 4]],
    ]);
  });

  it('answers no seasons for an empty list (a film)', () => {
    expect(toSeasons([])).toEqual([]);
  });
});
