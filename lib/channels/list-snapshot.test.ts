import type { Channel, ScheduleItem } from '@/lib/api/types/channels';
import { listSnapshot } from './list-snapshot';

const item = {
  id: 7,
  startSec: 100,
  durationSec: 50,
  title: 'x',
  imageSrc: 'http://art/7.svg',
  program: {
    title: 'Morning',
    age: 12,
    description: 'long text',
    genres: [{ name: 'Show' }],
    countries: ['KZ'],
    persons: [],
  },
  episode: { season: 1 },
} as unknown as ScheduleItem;

describe('listSnapshot', () => {
  it('keeps what the list shows (title, age, times) and drops programme texts and trackers', () => {
    const channel = {
      id: 1,
      name: 'Dala',
      trackers: [{ trackerType: 'tns', params: {} }],
      currentSchedule: item,
      currentSchedules: [item],
    } as unknown as Channel;
    const slim = listSnapshot(channel);
    expect(slim.name).toBe('Dala');
    expect(slim.trackers).toEqual([]);
    expect(slim.currentSchedules[0]).toMatchObject({
      id: 7,
      startSec: 100,
      durationSec: 50,
      program: { title: 'Morning', age: 12, description: '' },
    });
    expect(slim.currentSchedule?.episode).toBeNull();
    expect(slim.currentSchedules[0].imageSrc).toBeNull();
    // The programme on air keeps its picture for the player's still.
    expect(slim.currentSchedule?.imageSrc).toBe('http://art/7.svg');
    expect(channel.currentSchedule?.program.description).toBe('long text');
  });
});
