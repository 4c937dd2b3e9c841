'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { Channel, ScheduleItem } from '@/lib/api/types/channels';
import { rememberOpenedChannel } from '@/lib/channels/channel-memory';
import { channelPlaysOrTimeout } from '@/lib/channels/picture-signal';
import { channelAnalytics } from '@/lib/channels/use-channel-analytics';
import type { ChannelViewer } from '@/lib/channels/use-viewer';
import { usePurchase } from '@/lib/billing/use-purchase';
import { requestNotification } from '@/lib/modals/notifications';
import { loadCurrentDeviceSettings } from '@/lib/parental/browser-gate';
import { useParentalGate } from '@/lib/parental/use-parental-gate';
import { CHANNEL_REGISTER_PROMPT_DELAY_MS } from '@/lib/rules/channel-preview';
import { isAdultChannel } from '@/lib/rules/parental';
import { ChannelPlayer } from './channel-player';
import { PlayerStill } from './player-still';
import styles from './channel-view.module.css';
import { deviceParentalKey } from '@/lib/swr-keys/channels';

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
  /** The programme id the stream answer names, for a page whose schedule has no programme at the position. */
  onStreamProgramme?: (programmeId: number | null) => void;
}

/** Why a channel asks the parental check: the channel itself is adult, or the programme on screen is 18+. */
export type AdultReason = 'channel' | 'program' | null;

/**
 * live-channels.md section 5: a channel is adult when its age is unknown, 18+, or above 12 for a child; with the
 * device's parental "program" setting on, an 18+ programme on screen (the one airing, or the archive one chosen)
 * makes it adult too, and is checked as a programme.
 */
export function adultReasonForViewer(
  channel: Channel,
  programme: Pick<ScheduleItem, 'program'> | null,
  viewer: Pick<ChannelViewer, 'isChildProfile'>,
  programSettingOn: boolean,
): AdultReason {
  const rules = { isChildProfile: viewer.isChildProfile };
  if (channel.isAdult || isAdultChannel({ age: channel.age }, { ...rules, programSettingOn: false })) return 'channel';
  const programmeAge = (programme ?? channel.currentSchedule)?.program.age ?? null;
  return isAdultChannel({ age: channel.age, currentProgrammeAge: programmeAge }, { ...rules, programSettingOn })
    ? 'program'
    : null;
}

/** The device's parental "program" setting (members only; a guest has no PIN to ask). */
function useProgramSetting(viewer: ChannelViewer): { on: boolean; known: boolean } {
  const key = viewer.signedIn ? deviceParentalKey(viewer.userId, viewer.profileId) : null;
  const { data, error } = useSWR(key, () => loadCurrentDeviceSettings(), { revalidateOnFocus: false });
  return { on: data?.program === true, known: key === null || data !== undefined || error !== undefined };
}

/**
 * Opening a channel (live-channels.md section 4): remember it, ask the parental check for an adult channel,
 * then play a purchased one or show the purchase block.
 */
export function ChannelStage(props: ChannelStageProps) {
  const t = useTranslations('channels');
  const { channel, viewer, ready } = props;
  const { ensureParental } = useParentalGate();
  const { startPurchase } = usePurchase();
  const [attempt, setAttempt] = useState(0);
  const programSetting = useProgramSetting(viewer);
  const adultReason = adultReasonForViewer(channel, props.programme, viewer, programSetting.on);
  const adult = adultReason !== null;
  // The decision belongs to one opening: a new channel, purchase state or retry starts from 'checking' again.
  const opening = `${channel.id}:${channel.isPurchased}:${adultReason}:${adultReason === 'program' ? props.programme?.id : ''}:${attempt}`;
  const [decided, setDecided] = useState<{ opening: string; gate: Gate } | null>(null);
  // With nothing to ask (no PIN, the device's settings known), the decision is made in this render: decided in an
  // effect, the player mounted a commit and a paint later, in the middle of a channel switch (issue 19, traced).
  const settled = ready && programSetting.known && !adultReason;
  const immediate: Gate | null = settled ? (channel.isPurchased ? 'play' : 'purchase') : null;
  const gate: Gate = decided?.opening === opening ? decided.gate : (immediate ?? 'checking');

  useEffect(() => {
    // Recorded once the picture plays, or as the viewer moves on first: the channel list re-renders with its recent
    // channels, and did so in the middle of the switch it was timing (issue 19, traced).
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      rememberOpenedChannel({ id: channel.id, isAdult: adult });
    };
    void channelPlaysOrTimeout(channel.id).then(record);
    return record;
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
    // The device's settings decide whether an 18+ programme asks the PIN: nothing plays before they are known.
    if (!ready || !programSetting.known || !adultReason) return;
    let cancelled = false;
    const decide = (value: Gate) => !cancelled && setDecided({ opening, gate: value });
    (async () => {
      if (!(await ensureParental(adultReason))) decide('parental');
      else decide(channel.isPurchased ? 'play' : 'purchase');
    })();
    return () => {
      cancelled = true;
    };
  }, [opening, channel.isPurchased, adultReason, ready, programSetting.known, ensureParental]);

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
        onStreamProgramme={props.onStreamProgramme}
        // The ad banner's "remove ads" leads to buying a packet that holds the channel (section 4 "Ads").
        onRemoveAds={() => void startPurchase({ channelId: channel.id, onPurchased: props.onPurchased })}
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
  return <PlayerStill channel={channel} programme={props.programme} label={t('status_loading')} />;
}
