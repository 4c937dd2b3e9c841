/**
 * The server hands the channel list to the browser inside the page. With long line-ups (1000 channels) the full
 * channel objects would weigh megabytes, mostly programme texts of the current schedules; the list only needs
 * each programme's title and times until the viewer's own list arrives, so the snapshot keeps just those.
 */

import type { Channel, ScheduleItem } from '@/lib/api/types/channels';

function slimItem(item: ScheduleItem): ScheduleItem {
  return {
    ...item,
    imageSrc: null,
    program: { ...item.program, description: '', genres: [], countries: [], persons: [] },
    episode: null,
  };
}

export function listSnapshot(channel: Channel): Channel {
  return {
    ...channel,
    trackers: [],
    // The programme on air keeps its picture: the open channel's still before its player (components/channels/player-still).
    currentSchedule: channel.currentSchedule
      ? { ...slimItem(channel.currentSchedule), imageSrc: channel.currentSchedule.imageSrc }
      : null,
    currentSchedules: channel.currentSchedules.map(slimItem),
  };
}
