import type { Channel } from '@/lib/api/types/channels';
import { channelOgDetails } from './og-details';

const texts = { liveTv: 'Live TV', catchUp: (days: number) => `${days} days of catch-up` };

const channel = (fields: Partial<Channel>) =>
  ({
    archivedDays: 7,
    age: 16,
    currentSchedule: { program: { title: 'Evening news' } },
    ...fields,
  }) as Channel;

describe('channelOgDetails', () => {
  it('names live TV, the catch-up depth and the age, not the programme on air', () => {
    const details = channelOgDetails(channel({}), texts);
    expect(details).toBe('Live TV · 7 days of catch-up · 16+');
    expect(details).not.toContain('Evening news');
  });

  it('leaves out a catch-up the channel does not have and an unknown age', () => {
    expect(channelOgDetails(channel({ archivedDays: 0, age: null }), texts)).toBe('Live TV');
  });
});
