'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { showAlert } from '@/lib/alerts/alert-store';
import type { Channel, ChannelCategory, ScheduleItem } from '@/lib/api/types/channels';
import type { ChannelListing } from '@/lib/channels/channel-listing';
import { channelHref } from '@/lib/channels/route-params';
import { channelClockSec } from '@/lib/channels/vitrina';
import { useChannelData } from '@/lib/channels/use-channel-data';
import { useChannelSchedule } from '@/lib/channels/use-schedule';
import { useChannelViewer } from '@/lib/channels/use-viewer';
import { useNowSec } from '@/lib/channels/use-now';
import { visibleChannels } from '@/lib/rules/channel-list';
import { CHANNEL_PROGRESS_REFRESH_MS } from '@/lib/rules/schedule-window';
import { ChannelList } from './channel-list';
import { NewYearCountdown } from './newyear-countdown';
import { programmeClick } from './open-programme';
import styles from './newyear.module.css';
import { SchedulePanel } from './schedule-panel';

/** The player side and the catalogue rows load after the page, as on /channels, to keep its first load in budget. */
const ChannelView = dynamic(() => import('./channel-view').then((module) => module.ChannelView), {
  ssr: false,
  loading: () => <div className={styles.viewSpace} aria-busy="true" />,
});
const PromoRows = dynamic(() => import('./promo-rows').then((module) => module.PromoRows), { ssr: false });

export interface NewYearPageProps {
  channel: Channel;
  initialChannels: Channel[];
  initialCategories: ChannelCategory[];
  promoDays: number;
  /** The provider's exclusions and order (lib/channels/channel-listing.ts), for the viewer's own list. */
  listing: ChannelListing;
}

/** /newyear (live-channels.md sections 2 and 4 "Seasonal page"). */
export function NewYearPage({
  channel: initialChannel,
  initialChannels,
  initialCategories,
  promoDays,
  listing,
}: NewYearPageProps) {
  const t = useTranslations('channels');
  const viewer = useChannelViewer();
  const data = useChannelData(viewer, { channels: initialChannels, categories: initialCategories }, listing);
  const channel = data.channels.find((item) => item.id === initialChannel.id) ?? initialChannel;
  const schedule = useChannelSchedule(channel);
  const nowSec = useNowSec(CHANNEL_PROGRESS_REFRESH_MS);
  const [tab, setTab] = useState<'channels' | 'schedule'>('channels');
  const hrefOf = useCallback((target: { slug: string }, ts?: number | null) => channelHref(null, target.slug, ts), []);
  // Seasonal mode keeps its channel fixed: choosing it again reloads it in place (live-channels.md section 2), any
  // other channel opens its own page.
  const [reloads, setReloads] = useState(0);
  // The fixed channel's programme on screen: null live, else the archive start of a past programme.
  const [ts, setTs] = useState<number | null>(null);
  const open = useCallback(
    (target: Channel) => {
      if (target.id !== initialChannel.id) return window.location.assign(hrefOf(target));
      setTs(null);
      setReloads((count) => count + 1);
    },
    [hrefOf, initialChannel.id],
  );
  // The schedule tab follows the archive rules in place (live-channels.md section 4): a past programme plays from
  // the archive, the one on air live, a future or blacked-out one shows the spec's alert.
  const selectProgramme = useCallback(
    (item: ScheduleItem) => {
      if (item.channelId !== channel.id) return;
      const click = programmeClick(channel, item, channelClockSec(Math.floor(Date.now() / 1000), channel));
      if (click.kind === 'error') return showAlert(`channels.${click.error}`);
      setTs(click.kind === 'archive' ? click.timestamp : null);
      setReloads((count) => count + 1);
    },
    [channel],
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('newYearTitle')}</h1>
      <NewYearCountdown />
      <ChannelView
        key={reloads}
        channel={channel}
        ts={ts}
        viewer={viewer}
        ready={data.personal}
        narrow={false}
        promoDays={promoDays}
        hrefOf={hrefOf}
        onPurchased={data.reload}
        hideSchedule
      />
      <div className={styles.tabs} role="tablist">
        {(['channels', 'schedule'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {t(name === 'channels' ? 'channelsTab' : 'scheduleTab')}
          </button>
        ))}
      </div>
      {tab === 'channels' ? (
        <ChannelList
          channels={visibleChannels(data.channels, viewer.isChildProfile)}
          activeId={channel.id}
          hrefOf={hrefOf}
          onSelect={open}
          narrow={false}
          child={viewer.isChildProfile}
          setId="newyear"
        />
      ) : (
        <SchedulePanel
          state={schedule}
          nowSec={nowSec}
          playingId={null}
          onSelect={selectProgramme}
        />
      )}
      {viewer.signedIn && <PromoRows listing={listing} />}
    </div>
  );
}
