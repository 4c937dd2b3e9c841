'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import useSWR from 'swr';
import { getBrowserApi } from '@/lib/api/browser';
import { getChannel } from '@/lib/api/channels';
import type { Channel } from '@/lib/api/types/channels';
import { parseTimestamp } from '@/lib/channels/route-params';
import { useChannelSchedule } from '@/lib/channels/use-schedule';
import { useNowSec } from '@/lib/channels/use-now';
import { channelClockSec } from '@/lib/channels/vitrina';
import { useChannelViewer } from '@/lib/channels/use-viewer';
import { CHANNEL_PROGRESS_REFRESH_MS } from '@/lib/rules/schedule-window';
import { ChannelStage } from './channel-stage';
import styles from './channel-embed.module.css';
import { channelKey } from '@/lib/swr-keys/channels';

function programmeAt<T extends { startSec: number; durationSec: number }>(
  items: readonly T[],
  atSec: number,
): T | null {
  return items.find((item) => item.startSec <= atSec && atSec < item.startSec + item.durationSec) ?? null;
}

/** Embed mode: only the player (or the purchase block, which opens the packet page in a new window). */
export function ChannelEmbed({ initialChannel, promoDays }: { initialChannel: Channel; promoDays: number }) {
  const locale = useLocale();
  const viewer = useChannelViewer();
  const ts = parseTimestamp(useSearchParams().get('ts'));
  const key =
    viewer.ready && viewer.userId !== null
      ? channelKey(initialChannel.id, viewer.userId, viewer.profileId)
      : null;
  const { data, mutate } = useSWR(key, () => getChannel(getBrowserApi(locale), initialChannel.id));
  const channel = data ?? initialChannel;
  const schedule = useChannelSchedule(channel);
  const nowSec = channelClockSec(useNowSec(CHANNEL_PROGRESS_REFRESH_MS), channel);
  const onPosition = useCallback((timestamp: number) => {
    const url = new URL(window.location.href);
    if (timestamp) url.searchParams.set('ts', String(timestamp));
    else url.searchParams.delete('ts');
    window.history.replaceState(null, '', url);
  }, []);
  return (
    <div className={styles.embed}>
      <ChannelStage
        channel={channel}
        ts={ts}
        viewer={viewer}
        ready={data !== undefined}
        programme={programmeAt(schedule.items, ts ?? nowSec) ?? channel.currentSchedule}
        schedule={schedule.items}
        promoDays={promoDays}
        embed
        onPosition={onPosition}
        onPurchased={() => void mutate()}
      />
    </div>
  );
}
