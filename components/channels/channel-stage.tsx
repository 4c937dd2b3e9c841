'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { Channel, ScheduleItem } from '@/lib/api/types/channels';
import { rememberOpenedChannel } from '@/lib/channels/channel-memory';
import { channelAnalytics } from '@/lib/channels/use-channel-analytics';
import type { ChannelViewer } from '@/lib/channels/use-viewer';
import { requestNotification } from '@/lib/modals/notifications';
import { useParentalGate } from '@/lib/parental/use-parental-gate';
import { CHANNEL_REGISTER_PROMPT_DELAY_MS } from '@/lib/rules/channel-preview';
import { isAdultChannel } from '@/lib/rules/parental';
import { ChannelPlayer } from './channel-player';
import styles from './channel-view.module.css';

/** The purchase flow is sizeable and most openings never need it: it loads with the first purchase block. */
const PurchaseBlock = dynamic(() => import('./purchase-block').then((module) => module.PurchaseBlock), {
  loading: () => <div className={styles.playerSpace} aria-busy="true" />,
});

type Gate = 'checking' | 'parental' | 'purchase' | 'play';

export interface ChannelStageProps {
  channel: Channel;
  ts: number | null;
  viewer: ChannelViewer;
  /** The viewer's own channel list has arrived, so purchase marks are true. */
  ready: boolean;
  programme: ScheduleItem | null;
  schedule: ScheduleItem[];
  promoDays: number;
  embed?: boolean;
  onPosition: (timestamp: number) => void;
  onPurchased: () => void;
  onBack?: () => void;
}

export function isAdultForViewer(channel: Channel, viewer: ChannelViewer): boolean {
  return (
    channel.isAdult ||
    isAdultChannel(
      { age: channel.age, currentProgrammeAge: channel.currentSchedule?.program.age ?? null },
      { isChildProfile: viewer.isChildProfile, programSettingOn: false },
    )
  );
}

/**
 * Opening a channel (live-channels.md section 4): remember it, ask the parental check for an adult channel,
 * then play a purchased one or show the purchase block.
 */
export function ChannelStage(props: ChannelStageProps) {
  const t = useTranslations('channels');
  const { channel, viewer, ready } = props;
  const { ensureParental } = useParentalGate();
  const [attempt, setAttempt] = useState(0);
  const adult = isAdultForViewer(channel, viewer);
  // The decision belongs to one opening: a new channel, purchase state or retry starts from 'checking' again.
  const opening = `${channel.id}:${channel.isPurchased}:${adult}:${attempt}`;
  const [decided, setDecided] = useState<{ opening: string; gate: Gate } | null>(null);
  const gate: Gate = decided?.opening === opening ? decided.gate : 'checking';

  useEffect(() => {
    rememberOpenedChannel({ id: channel.id, isAdult: adult });
  }, [channel.id, adult]);

  const embed = Boolean(props.embed);
  const locale = useLocale();
  useEffect(() => {
    channelAnalytics(locale).open(channel.id);
  }, [channel.id, locale]);
  useEffect(() => {
    // Opening a channel asks for the registration prompt 5000 ms later; the prompt's own slot decides whether this
    // viewer gets it (guests without purchases while promo days exist). Embedded players show no prompts.
    if (!embed) requestNotification('register', { delayMs: CHANNEL_REGISTER_PROMPT_DELAY_MS });
  }, [channel.id, embed]);

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    const decide = (value: Gate) => !cancelled && setDecided({ opening, gate: value });
    (async () => {
      if (adult && !(await ensureParental('channel'))) decide('parental');
      else decide(channel.isPurchased ? 'play' : 'purchase');
    })();
    return () => {
      cancelled = true;
    };
  }, [opening, channel.isPurchased, adult, ready, ensureParental]);

  if (!channel.isAvailable) {
    // Unavailable here (forbidden country): the operator's reason, never a purchase (live-channels.md section 8).
    return (
      <div className={styles.gate} style={{ backgroundImage: `url(${channel.cover.bg})` }} role="status">
        <p className={styles.gateText}>{channel.accessError || t('channelUnavailable')}</p>
      </div>
    );
  }
  if (gate === 'play') {
    return (
      <ChannelPlayer
        channel={channel}
        ts={props.ts}
        programme={props.programme}
        schedule={props.schedule}
        onPosition={props.onPosition}
        onNotPurchased={() => setDecided({ opening, gate: 'purchase' })}
        onBack={props.onBack}
      />
    );
  }
  if (gate === 'purchase') {
    return (
      <PurchaseBlock
        channel={channel}
        viewer={viewer}
        promoDays={props.promoDays}
        embed={props.embed}
        onPurchased={props.onPurchased}
      />
    );
  }
  if (gate === 'parental') {
    return (
      <div className={styles.gate} style={{ backgroundImage: `url(${channel.cover.bg})` }}>
        <p className={styles.gateText}>{t('parentalText')}</p>
        <button type="button" className={styles.primary} onClick={() => setAttempt((value) => value + 1)}>
          {t('parentalButton')}
        </button>
      </div>
    );
  }
  return <div className={styles.playerSpace} aria-busy="true" aria-label={t('status_loading')} />;
}
