'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { getBrowserApi } from '@/lib/api/browser';
import { getChannelSchedule } from '@/lib/api/channels';
import { loadSchedule, type ScheduleChannel, type ScheduleState } from './schedule-loader';

/** The open channel's schedule with retries; schedule load failures are logged (live-channels.md section 8). */
export function useChannelSchedule(channel: ScheduleChannel | null): ScheduleState {
  const locale = useLocale();
  const [state, setState] = useState<ScheduleState>({ status: 'loading', items: [] });
  const id = channel?.id ?? null;
  const archivedDays = channel?.archivedDays ?? 0;
  useEffect(() => {
    if (id === null) return;
    const api = getBrowserApi(locale);
    return loadSchedule(
      { id, archivedDays },
      {
        load: (channelId, range) => getChannelSchedule(api, channelId, range),
        log: (message, error) => console.warn(`[channels] ${message}`, error),
      },
      setState,
    );
  }, [id, archivedDays, locale]);
  return state;
}
