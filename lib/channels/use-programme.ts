'use client';

import { useLocale } from 'next-intl';
import useSWR from 'swr';
import { getBrowserApi } from '@/lib/api/browser';
import { getProgramme } from '@/lib/api/channels';
import type { ScheduleItem } from '@/lib/api/types/channels';
import { debugLog } from '../debug-log';
import { programmeKey } from '../swr-keys/channels';

/**
 * The programme the stream answer names (stream_info.program_id), read by id (GET /v2/programs/{id},
 * live-channels.md section 7) when the loaded schedule does not hold it: a schedule still loading, given up after
 * its retries, or an archive position outside its window. null while not needed, loading or failed.
 */
export function useProgrammeById(programmeId: number | null, needed: boolean): ScheduleItem | null {
  const locale = useLocale();
  const { data } = useSWR(
    needed && programmeId !== null ? programmeKey(programmeId, locale) : null,
    () => getProgramme(getBrowserApi(locale), programmeId!),
    { revalidateOnFocus: false, onError: (error: unknown) => debugLog.warn('[channels] programme failed', error) },
  );
  return data ?? null;
}
