'use client';

import { useTranslations } from 'next-intl';
import { useSetAtom } from 'jotai';
import { useCallback, useId, useMemo, useState } from 'react';
import type { Channel, ScheduleItem } from '@/lib/api/types/channels';
import { useProgrammeById } from '@/lib/channels/use-programme';
import { useChannelSchedule } from '@/lib/channels/use-schedule';
import { scheduleOpenAtom } from '@/lib/channels/schedule-open';
import { useHydratedAtomValue } from '@/lib/ui-state/stored-atom';
import type { ChannelViewer } from '@/lib/channels/use-viewer';
import { useBoundarySec, useNowSec } from '@/lib/channels/use-now';
import { channelClockOffsetSec, channelClockSec } from '@/lib/channels/vitrina';
import { CHANNEL_PROGRESS_REFRESH_MS } from '@/lib/rules/schedule-window';
import { ChannelStage } from './channel-stage';
import { navigateTo } from '@/lib/channels/navigation';
import styles from './channel-view.module.css';
import { ProgrammeExtras } from './programme-extras';
import { ProgrammeInfo } from './programme-info';
import { SchedulePanel } from './schedule-panel';
import { openProgramme } from './open-programme';

export interface ChannelViewProps {
  channel: Channel;
  ts: number | null;
  viewer: ChannelViewer;
  ready: boolean;
  narrow: boolean;
  promoDays: number;
  hrefOf: (channel: Channel, ts?: number | null) => string;
  onPurchased: () => void;
  /** The player's back button; absent, the player shows none. */
  onBack?: () => void;
  /** The seasonal page shows the schedule in its own tab. */
  hideSchedule?: boolean;
}

function programmeAt(items: readonly ScheduleItem[], atSec: number): ScheduleItem | null {
  return items.find((item) => item.startSec <= atSec && atSec < item.startSec + item.durationSec) ?? null;
}

/** The open channel: player or purchase block, programme details and the schedule (live-channels.md section 2). */
export function ChannelView(props: ChannelViewProps) {
  const t = useTranslations('channels');
  const { channel, ts, hrefOf } = props;
  const schedule = useChannelSchedule(channel);
  // The schedule second on screen: a vitrina channel's picture runs 360 s behind the clock.
  const wallSec = useNowSec(CHANNEL_PROGRESS_REFRESH_MS);
  const [liveEndSec, setLiveEndSec] = useState<number | null>(null);
  const nowSec = channelClockSec(Math.max(wallSec, useBoundarySec(liveEndSec)), channel);
  const [pane, setPane] = useState<'description' | 'schedule'>('description');
  // Wide screens show the schedule beside the description, open or closed as the viewer left it (section 4).
  const scheduleOpen = useHydratedAtomValue(scheduleOpenAtom, true);
  const setScheduleOpen = useSetAtom(scheduleOpenAtom);
  const scheduleId = useId();
  const scheduled = useMemo(() => programmeAt(schedule.items, ts ?? nowSec), [schedule.items, ts, nowSec]);
  // The programme the stream answer names stands in when the schedule has none at the position.
  const [streamProgrammeId, setStreamProgrammeId] = useState<number | null>(null);
  // Live, the channel's own current programme stands in already.
  const named = useProgrammeById(streamProgrammeId, scheduled === null && (ts !== null || !channel.currentSchedule));
  const namedHere = named && named.channelId === channel.id && programmeAt([named], ts ?? nowSec) ? named : null;
  const programme = scheduled ?? namedHere ?? (ts ? null : channel.currentSchedule);
  // Live, the page moves on to the next programme at the second the current one ends (on the wall clock).
  const endSec = !ts && programme ? programme.startSec + programme.durationSec + channelClockOffsetSec(channel) : null;
  if (endSec !== liveEndSec) setLiveEndSec(endSec);

  const onPosition = useCallback(
    (timestamp: number) => navigateTo(hrefOf(channel, timestamp || null), true),
    [channel, hrefOf],
  );
  const onProgramme = useCallback(
    (item: ScheduleItem) => {
      openProgramme(channel, item, hrefOf);
    },
    [channel, hrefOf],
  );

  const scheduleView = !props.hideSchedule && (
    <SchedulePanel state={schedule} nowSec={nowSec} playingId={programme?.id ?? null} onSelect={onProgramme} />
  );
  const info = (
    <ProgrammeInfo channel={channel} programme={programme} viewer={props.viewer}>
      <ProgrammeExtras programme={programme} schedule={schedule.items} nowSec={nowSec} onSelect={onProgramme} />
    </ProgrammeInfo>
  );

  return (
    <div className={`${styles.view} ${props.narrow ? styles.narrow : ''}`}>
      <div className={styles.stage}>
        <ChannelStage
          channel={channel}
          ts={ts}
          viewer={props.viewer}
          ready={props.ready}
          programme={programme}
          schedule={schedule.items}
          promoDays={props.promoDays}
          onPosition={onPosition}
          onPurchased={props.onPurchased}
          onBack={props.onBack}
          onStreamProgramme={setStreamProgrammeId}
        />
      </div>
      {props.narrow && !props.hideSchedule ? (
        <>
          <div className={styles.toggle} role="tablist">
            {(['description', 'schedule'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={pane === name}
                className={styles.tab}
                onClick={() => setPane(name)}
              >
                {t(name === 'description' ? 'descriptionTab' : 'scheduleTab')}
              </button>
            ))}
          </div>
          {pane === 'description' ? info : scheduleView}
        </>
      ) : (
        <div className={`${styles.columns} ${scheduleView && !scheduleOpen ? styles.scheduleClosed : ''}`}>
          {info}
          {scheduleView && (
            <div className={styles.scheduleColumn}>
              <button
                type="button"
                className={styles.scheduleToggle}
                aria-expanded={scheduleOpen}
                aria-controls={scheduleId}
                onClick={() => setScheduleOpen(!scheduleOpen)}
              >
                {t('scheduleTab')}
              </button>
              <div id={scheduleId} hidden={!scheduleOpen}>
                {scheduleView}
              </div>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
