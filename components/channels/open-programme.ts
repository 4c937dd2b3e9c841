import { showAlert } from '@/lib/alerts/alert-store';
import type { Channel } from '@/lib/api/types/channels';
import { navigateTo } from '@/lib/channels/navigation';
import { scheduleClick, type ScheduleClick } from '@/lib/rules/archive';
import { channelClockSec } from '@/lib/channels/vitrina';

type ProgrammeTimes = { startSec: number; durationSec: number; isCatchupAvailable: boolean };

/** What a click on this programme of this channel does at nowSec (the channel's own clock). */
export function programmeClick(channel: Channel, item: ProgrammeTimes, nowSec: number): ScheduleClick {
  return scheduleClick({
    startSec: item.startSec,
    durationSec: item.durationSec,
    isCatchupAvailable: item.isCatchupAvailable,
    channelPurchased: channel.isPurchased,
    archiveDays: channel.archivedDays,
    nowSec,
  });
}

/**
 * A click on a programme, from the schedule or the TV guide, under the archive rules (live-channels.md section 4):
 * the live channel, the programme from its start (ts), or the spec's alert.
 */
export function openProgramme(
  channel: Channel,
  item: ProgrammeTimes,
  hrefOf: (channel: Channel, ts?: number | null) => string,
): void {
  // A vitrina picture runs 360 s behind: "live" and "future" are read on its clock.
  const click = programmeClick(channel, item, channelClockSec(Math.floor(Date.now() / 1000), channel));
  if (click.kind === 'error') showAlert(`channels.${click.error}`);
  else navigateTo(hrefOf(channel, click.kind === 'archive' ? click.timestamp : null));
}
