import type { Channel } from '@/lib/api/types/channels';
import { ageLabel } from '@/lib/rules/content-rules';

export interface ChannelOgTexts {
  liveTv: string;
  catchUp: (days: number) => string;
}

/**
 * The detail line of a channel's share card. The card is cached for a day, so it names only what stays true
 * that long (live TV, the catch-up depth, the age), never the programme on air.
 */
export function channelOgDetails(channel: Pick<Channel, 'archivedDays' | 'age'>, texts: ChannelOgTexts): string {
  return [texts.liveTv, channel.archivedDays > 0 ? texts.catchUp(channel.archivedDays) : null, ageLabel(channel.age)]
    .filter(Boolean)
    .join(' · ');
}
