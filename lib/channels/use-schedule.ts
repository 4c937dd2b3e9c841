'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { getBrowserApi } from '@/lib/api/browser';
import { getChannelSchedule } from '@/lib/api/channels';
import { earlyStreamAnswered } from './early-stream';
import { afterChannelPicture } from './picture-signal';
import type { Channel } from '@/lib/api/types/channels';
import { cachedSchedule, loadSchedule, type ScheduleState } from './schedule-loader';
import { channelClockOffsetSec } from './vitrina';
import { debugLog } from '../debug-log';

/** The open channel's schedule with retries; schedule load failures are logged (live-channels.md section 8). */
export function useChannelSchedule(
  channel: Pick<Channel, 'id' | 'archivedDays' | 'streamTypes' | 'vitrinaUrl'> | null,
): ScheduleState {
  const locale = useLocale();
  const id = channel?.id ?? null;
  // The state names its channel: on a switch, the last channel's programmes must not stand as the new one's while it
  // waits for its stream (a programme pressed there opened the wrong channel's archive, and Right from the channel
  // list landed in a schedule about to be replaced).
  const [shown, setShown] = useState<{ id: number | null; state: ScheduleState }>(() => ({ id, state: knownSchedule(id) }));
  const archivedDays = channel?.archivedDays ?? 0;
  // "Today" is the day of the programme the picture shows: just after midnight a vitrina picture is still in
  // yesterday's last programme.
  const offsetSec = channel ? channelClockOffsetSec(channel) : 0;
  useEffect(() => {
    if (id === null) return;
    const api = getBrowserApi(locale);
    const load = () =>
      loadSchedule(
        { id, archivedDays },
        {
          load: (channelId, range) => getChannelSchedule(api, channelId, range),
          log: (message, error) => debugLog.warn(`[channels] ${message}`, error),
        },
        (state) => setShown({ id, state }),
        () => Math.floor(Date.now() / 1000) - offsetSec,
        // The whole window (about 140 kB) once the picture has played a moment: today's programmes show first.
        () => afterChannelPicture(id),
      );
    // A channel just chosen waits for its stream first: the picture is what the viewer waits for, and the gateway
    // answered the stream several times slower beside this large schedule. A known schedule shows meanwhile (the
    // state starts from it).
    const streamFirst = earlyStreamAnswered(id);
    if (!streamFirst) return load();
    let stop: (() => void) | null = null;
    let cancelled = false;
    void streamFirst.then(() => {
      if (!cancelled) stop = load();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [id, archivedDays, offsetSec, locale]);
  return shown.id === id ? shown.state : knownSchedule(id);
}

/** What shows before an answer: the channel's schedule known from before, else a loader. */
function knownSchedule(id: number | null): ScheduleState {
  const known = id === null ? undefined : cachedSchedule(id);
  return known ? { status: 'ready', items: known } : { status: 'loading', items: [] };
}
