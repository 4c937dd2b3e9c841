import type { ScheduleItem } from '@/lib/api/types/channels';
import { EPISODE_LIST_LIMIT, episodeEntries, otherProgrammes } from './programme-lists';

const NOW = 1_000_000;
const DAY = 86_400;

function airing(
  id: number,
  startOffset: number,
  title: string,
  episode: [number, number] | null = null,
  catchup = true,
): ScheduleItem {
  return {
    id,
    startSec: NOW + startOffset,
    durationSec: 1_800,
    isCatchupAvailable: catchup,
    program: { title },
    episode: episode ? { season: episode[0], series: episode[1], title: `Episode ${episode[1]}` } : null,
  } as ScheduleItem;
}

describe('episodeEntries', () => {
  it('lists each episode once, at its watchable airing, and marks the unaired ones as announcements', () => {
    const airings = [
      airing(1, -2 * DAY, 'Saga', [1, 1]),
      airing(2, -2 * DAY + 7_200, 'Saga', [1, 1]),
      airing(3, -DAY, 'Saga', [1, 2]),
      airing(4, DAY, 'Saga', [1, 3]),
      airing(5, DAY + 7_200, 'Saga', [1, 3]),
      airing(6, 2 * DAY, 'Saga', [2, 1]),
      airing(7, -3 * DAY, 'Saga', [2, 1], false),
    ];
    const entries = episodeEntries(airings, NOW);
    expect(entries.map((entry) => [entry.item.id, entry.isAnnouncement])).toEqual([
      [2, false],
      [3, false],
      [4, true],
      [6, true],
    ]);
  });

  it('skips airings without an episode and keeps the latest episodes within the limit', () => {
    const many = Array.from({ length: EPISODE_LIST_LIMIT + 3 }, (_, index) =>
      airing(index + 1, -DAY * (20 - index), 'Saga', [1, index + 1]),
    );
    const entries = episodeEntries([...many, airing(99, 0, 'News')], NOW);
    expect(entries).toHaveLength(EPISODE_LIST_LIMIT);
    expect(entries[0].item.episode?.series).toBe(4);
    expect(entries.some((entry) => entry.item.id === 99)).toBe(false);
  });
});

describe('otherProgrammes', () => {
  it('lists each other title once: watchable ones first (latest airing), then the upcoming by start', () => {
    const schedule = [
      airing(1, -DAY, 'News'),
      airing(2, -3_600, 'News'),
      airing(3, -7_200, 'Film', null, false),
      airing(4, -600, 'Saga'),
      airing(5, 3_600, 'Film'),
      airing(6, 7_200, 'Quiz'),
      airing(7, 1_800, 'Sport'),
    ];
    const shown = schedule[3];
    // Film's past airing is out of the archive, so its next airing is offered.
    expect(otherProgrammes(schedule, shown, NOW).map((item) => item.id)).toEqual([2, 7, 5, 6]);
    expect(otherProgrammes([airing(8, -7_200, 'Old', null, false)], null, NOW).map((item) => item.id)).toEqual([8]);
  });
});
