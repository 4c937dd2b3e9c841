'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { showAlert } from '@/lib/alerts/alert-store';
import { getBrowserApi } from '@/lib/api/browser';
import { getChannelStream } from '@/lib/api/channels';
import { channelSource } from '@/lib/player/source-renewal';
import { ApiError, describeApiError, NetworkError } from '@/lib/api/errors';
import { getPlatformConfiguration } from '@/lib/api/platform';
import type { Channel, ChannelStream, ScheduleItem } from '@/lib/api/types/channels';
import { CHANNELS_PATH } from '@/lib/channels/constants';
import { TNS_INTERVAL_MS, tnsPixelUrl } from '@/lib/channels/channel-analytics';
import { nextProgrammePosition, scheduleBlackoutEnd } from '@/lib/channels/programme-end';
import { answeredEarlyChannelStream, takeEarlyChannelStream } from '@/lib/channels/early-stream';
import { noteChannelPlaying } from '@/lib/channels/picture-signal';
import { stageOutcomeOfStreamError } from '@/lib/channels/stream-errors';
import { useStreamRecovery } from '@/lib/channels/use-stream-recovery';
import { channelAnalytics } from '@/lib/channels/use-channel-analytics';
import { reportNetworkFailure } from '@/lib/connectivity/connectivity';
import { channelClockOffsetSec, channelClockSec } from '@/lib/channels/vitrina';
import { channelPlaybackUrl } from '@/lib/channels/playback-url';
import { openMessage } from '@/lib/modals/message';
import { isProgrammeClickable } from '@/lib/rules/archive';
import { CHANNEL_PROGRESS_REFRESH_MS } from '@/lib/rules/schedule-window';
import { useNowSec } from '@/lib/channels/use-now';
import { knownChannelPlaybackUrl, rememberChannelPlayback } from '@/lib/player/channel-prestart';
import { playerServices } from '@/lib/player/player-services';
import { usePlayerAnalyticsState } from '@/lib/session/player-analytics-state';
import { channelAspectRatio } from '@/lib/channels/channel-marks';
import { BlackoutNotice } from './blackout-notice';
import { ChannelPictureMarks } from './channel-marks';
import { PlayerStill } from './player-still';
import styles from './channel-view.module.css';
import { isPlayerViewLoaded, loadPlayerView } from '@/player/react/preload';
import { claimDock, peekDocked, retainPagePart } from '@/player/dock/dock-store';
import type { PlayerStopReason } from '@/player/react/player-view-types';
import { debugLog } from '@/lib/debug-log';

// One import site for the view (loadPlayerView): the chunk the list's hover preloaded is the one mounted here.
const PlayerView = dynamic(() => loadPlayerView().then((module) => module.PlayerView), {
  ssr: false,
  loading: () => <div className={styles.playerSpace} aria-busy="true" />,
});

export interface ChannelPlayerProps {
  channel: Channel;
  /** Archive start, unix seconds; null plays live. */
  ts: number | null;
  programme: ScheduleItem | null;
  schedule: ScheduleItem[];
  /** A new position asked by the player (0 = live): the page moves the address, which reloads the stream. */
  onPosition: (timestamp: number) => void;
  onNotPurchased: () => void;
  onBack?: () => void;
  /** "Remove ads" on the channel's ads (allow_disable): the purchase of a packet holding the channel. */
  onRemoveAds?: () => void;
  /** The programme id each stream answer names (stream_info.program_id). */
  onStreamProgramme?: (programmeId: number | null) => void;
}

interface StreamAnswer {
  request: string;
  attempt: number;
  stream: ChannelStream;
  receivedAtMs: number;
}

/** The mini-player's key of a channel's playback: the same channel, position and language adopt it back. */
const dockKeyOf = (request: string) => `channel:${request}`;

/** The stream answer of the playback the mini-player holds for this request, if any (issue 18). */
function dockedAnswer(request: string): StreamAnswer | null {
  const restore = peekDocked(dockKeyOf(request))?.restore as StreamAnswer | undefined;
  return restore?.request === request ? { ...restore, attempt: 0 } : null;
}

/** The live stream the channel's choice asked, if it has answered before this player mounted. */
function earlyAnswer(request: string, locale: string, channelId: number, ts: number | null): StreamAnswer | null {
  const stream = ts === null ? answeredEarlyChannelStream(locale, channelId) : null;
  return stream && { request, attempt: 0, stream, receivedAtMs: Date.now() };
}

/** Why a channel plays nothing: its stream request failed ("stream error", section 8) or the player gave up. */
type Failure = { kind: 'stream_error'; offline: boolean } | { kind: 'player_stopped' };

/** Requests the channel's stream (live or from ts) and plays it; refusals follow the error catalogue (section 8). */
export function ChannelPlayer({
  channel,
  ts,
  programme,
  schedule,
  onPosition,
  onNotPurchased,
  onBack,
  onRemoveAds,
  onStreamProgramme,
}: ChannelPlayerProps) {
  const t = useTranslations('channels');
  const locale = useLocale();
  const viewer = usePlayerAnalyticsState();
  const request = `${channel.id}:${ts ?? 'live'}:${locale}`;
  // Attempts at the same request: a retry keeps the stream on screen (and the player in place) until the new answer.
  const [attempts, setAttempts] = useState({ request, count: 0, failures: 0 });
  const attempt = attempts.request === request ? attempts : { request, count: 0, failures: 0 };
  // Back from the mini-player, the page takes its playback over with the stream answer it played: no new request.
  // Chosen in the list, the live stream asked at the choice may have answered already: the player loads it at once.
  const [answer, setAnswer] = useState<StreamAnswer | null>(
    () => dockedAnswer(request) ?? earlyAnswer(request, locale, channel.id, ts),
  );
  const adoptedAnswer = useRef(answer);
  const stream = answer?.request === request ? answer.stream : null;
  const [failed, setFailed] = useState<{ request: string; attempt: number; failure: Failure } | null>(null);
  const failure = failed?.request === request && failed.attempt === attempt.count ? failed.failure : null;
  // Callbacks change with every parent render; only the channel, ts and language decide a new stream request.
  // A return to the channel starts loading the live address its answer gives while its stream is asked again.
  const onLiveAnswer = (value: ChannelStream) => rememberChannelPlayback(channel, value);
  const callbacks = useRef({ onNotPurchased, onPosition, onStreamProgramme, onLiveAnswer });
  useEffect(() => {
    callbacks.current = { onNotPurchased, onPosition, onStreamProgramme, onLiveAnswer };
  });
  const streamProgrammeId = stream?.streamInfo.programId ?? null;
  useEffect(() => {
    callbacks.current.onStreamProgramme?.(streamProgrammeId);
  }, [streamProgrammeId]);

  const retry = useCallback(
    () =>
      setAttempts((current) => {
        const base = current.request === request ? current : { request, count: 0, failures: 0 };
        return { request, count: base.count + 1, failures: base.failures + 1 };
      }),
    [request],
  );
  // The stream is asked again when the connection comes back and, with a back-off, while it is failing.
  useStreamRecovery({ failing: failure !== null, failures: attempt.failures, retry });

  const count = attempt.count;
  // Another channel or position than the mini-player's stops it in this same commit: one player plays.
  useLayoutEffect(() => claimDock(dockKeyOf(request)), [request]);
  useEffect(() => {
    if (adoptedAnswer.current?.request !== request) adoptedAnswer.current = null;
  }, [request]);
  useEffect(() => {
    if (count === 0 && adoptedAnswer.current?.request === request) {
      // Taken at mount already: the early answer is not this page's to use again.
      if (ts === null) takeEarlyChannelStream(locale, channel.id);
      return;
    }
    const abort = new AbortController();
    // The live stream the channel's choice asked already (lib/channels/early-stream.ts), else a request of our own.
    const early = count === 0 && ts === null ? takeEarlyChannelStream(locale, channel.id) : null;
    (early ?? getChannelStream(getBrowserApi(locale), channel.id, { ts, signal: abort.signal })).then(
      (value) => {
        if (ts === null) callbacks.current.onLiveAnswer(value);
        setAnswer({ request, attempt: count, stream: value, receivedAtMs: Date.now() });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const outcome = stageOutcomeOfStreamError(error);
        if (outcome.kind === 'alert') showAlert(outcome.key);
        else if (outcome.kind === 'server_message') showAlert(outcome.text);
        else if (outcome.kind === 'permission_denied') {
          openMessage({
            text: outcome.text,
            icon: 'error',
            buttons: [{ label: t('backToChannels'), href: CHANNELS_PATH, primary: true }],
          });
        } else if (outcome.kind === 'not_purchased') callbacks.current.onNotPurchased();
        else {
          // The stored stream-error status, and the general handler: the server's text, or the connection is gone.
          const offline = error instanceof NetworkError;
          setFailed({ request, attempt: count, failure: { kind: 'stream_error', offline } });
          if (offline) reportNetworkFailure();
          else showAlert(describeApiError(error, t('streamError')));
        }
        if (outcome.goLive) callbacks.current.onPosition(0);
        if (!(error instanceof ApiError)) debugLog.warn('[channels] stream request failed', error);
      },
    );
    return () => abort.abort();
  }, [channel.id, ts, locale, request, count, t]);

  // Live on the page already: a jump to the current programme is a fresh request of the same live stream.
  const onStreamPosition = (timestamp: number) => (timestamp === 0 && !ts ? retry() : onPosition(timestamp));
  const onPlayerStopped = (reason: PlayerStopReason) => {
    // Codec and DRM failures do not pass by themselves; download errors may (a dropped stream, a server restart).
    if (reason === 'errors' || reason === 'video-error') {
      setFailed({ request, attempt: count, failure: { kind: 'player_stopped' } });
    }
  };
  const onPlaying = () => {
    noteChannelPlaying(channel.id);
    if (attempt.failures > 0) setAttempts({ request, count, failures: 0 });
  };

  const blackout = stream?.streamInfo.blackout === true;
  // One move per stream request: time updates keep coming until the new address loads.
  const movedOn = useRef<string | null>(null);
  const [mattress, setMattress] = useState<string | null>(null);
  useEffect(() => {
    // The blackout poster is the operator's configured placeholder (configuration value, section 3).
    if (!blackout) return;
    getPlatformConfiguration(getBrowserApi(locale)).then(
      (configuration) => setMattress(configuration.catchupBlackoutScreenshotUrl),
      (error: unknown) => debugLog.warn('[channels] configuration request failed', error),
    );
  }, [blackout, locale]);

  const channelNowSec = channelClockSec(useNowSec(CHANNEL_PROGRESS_REFRESH_MS), channel);
  const programmeEnd = programme ? programme.startSec + programme.durationSec : null;
  // A vitrina picture runs behind the wall clock: live, the programme bar and scrubs follow its clock.
  const clockOffset = channelClockOffsetSec(channel);
  const blackoutStartedAtMs = blackout ? (answer?.receivedAtMs ?? null) : null;
  useEffect(() => {
    // The loop has no programme time of its own: it stands for the rest of the banned programme, then moves on.
    if (blackoutStartedAtMs === null || ts === null || programmeEnd === null) return;
    return scheduleBlackoutEnd({
      tsSec: ts,
      programmeEndSec: programmeEnd,
      startedAtMs: blackoutStartedAtMs,
      clockOffsetSec: clockOffset,
      onEnd: (position) => callbacks.current.onPosition(position),
    });
  }, [blackoutStartedAtMs, ts, programmeEnd, clockOffset]);

  const trackers = stream?.trackers ?? null;
  useEffect(() => {
    // The audience counter (TNS): once when the stream starts, then every 30 s while it plays (section 7).
    const pixels = (trackers ?? []).map(tnsPixelUrl).filter((url): url is string => url !== null);
    if (pixels.length === 0) return;
    const ping = () => pixels.forEach((url) => void (new Image().src = url));
    ping();
    const timer = setInterval(ping, TNS_INTERVAL_MS);
    const stop = () => clearInterval(timer);
    // Docked in the mini-player, the channel still plays: the counter goes on until the mini-player ends it.
    return () => {
      if (!retainPagePart(dockKeyOf(request), 'tns', stop)) stop();
    };
  }, [trackers, request]);

  // A return to the channel plays the live address its last answer gave, loading since the click, while its stream is
  // asked again: the answer confirms it (the same address plays on), replaces it, or refuses it (the purchase block or
  // the error takes the player's place). Waiting for the answer put the gateway's round trip, slowed by the switch's
  // own work, before the first frame (issue 19, traced).
  const url = stream
    ? channelPlaybackUrl(channel, stream, ts)
    : ts === null
      ? knownChannelPlaybackUrl(channel.id)
      : null;
  if (!stream) {
    if (failure?.kind === 'stream_error') {
      return (
        <div className={styles.gate} role="alert" data-testid="stream-error" data-status="stream_error">
          <p className={styles.gateText}>{t(failure.offline ? 'streamOffline' : 'streamError')}</p>
          <button type="button" className={styles.primary} onClick={retry}>
            {t('streamRetry')}
          </button>
        </div>
      );
    }
    // Its code not here yet (the page's first channel), the still holds the place. Here already (a channel switch),
    // the player mounts while the stream is asked, and the answer goes straight to the engine (issue 19 item 7).
    if (!url && !isPlayerViewLoaded()) return <PlayerStill channel={channel} programme={programme} />;
  }
  const first = schedule[0];
  const last = schedule.at(-1);
  const streamStart = ts ? (stream?.streamInfo.startSec ?? ts) : 0;
  // Archive playback reaching its programme's end moves to the next programme (section 4); media events do
  // not bubble, so the frame listens in the capture phase.
  const onTimeUpdate = (event: SyntheticEvent<HTMLDivElement>) => {
    const media = event.target;
    if (!ts || blackout || programmeEnd === null || !(media instanceof HTMLMediaElement)) return;
    if (movedOn.current === request) return;
    const clockNowSec = channelClockSec(Math.floor(Date.now() / 1000), channel);
    const next = nextProgrammePosition(streamStart + media.currentTime, programmeEnd, clockNowSec);
    if (next === null) return;
    movedOn.current = request;
    onPosition(next);
  };
  // An archive "next" point (live-channels.md section 3, button action next) moves to the next programme, as its end
  // does: the one after the programme on screen, or after the position asked when the page does not know that one.
  const nextStartSec = programmeEnd ?? (ts ? (schedule.find((item) => item.startSec > ts)?.startSec ?? null) : null);
  const onNextProgramme =
    ts && nextStartSec !== null
      ? () => onPosition(nextProgrammePosition(nextStartSec, nextStartSec, channelClockSec(Math.floor(Date.now() / 1000), channel)) ?? 0)
      : undefined;
  // The still PlayerStill shows, until the stream's own picture comes.
  const still = (programme ?? channel.currentSchedule)?.imageSrc || channel.cover?.bg || null;
  return (
    <div className={styles.playerFrame} onTimeUpdateCapture={onTimeUpdate} onPlayingCapture={onPlaying}>
      <PlayerView
        services={playerServices}
        source={url ? channelSource(locale, channel, url, ts) : null}
        streamPending={!url}
        mode={ts ? 'archive' : 'live'}
        blackout={blackout}
        channelId={channel.id}
        autoplay
        title={programme ? `${programme.program.title} — ${channel.name}` : channel.name}
        poster={blackout ? mattress : (stream?.img ?? still)}
        aspectRatio={channelAspectRatio(channel)}
        marks={<ChannelPictureMarks channel={channel} />}
        statId={stream?.statId ?? null}
        contentId={programme?.contentId ?? null}
        contentParentId={programme?.parentId ?? null}
        startType="click"
        live={{
          streamStart,
          streamTimestamp: ts ?? 0,
          programme: programme
            ? {
                start: programme.startSec,
                duration: programme.durationSec,
                // The bar scrubs only a programme the schedule would open: live, or its archive allowed.
                scrubbable: isProgrammeClickable({
                  startSec: programme.startSec,
                  durationSec: programme.durationSec,
                  isCatchupAvailable: programme.isCatchupAvailable,
                  channelPurchased: channel.isPurchased,
                  archiveDays: channel.archivedDays,
                  nowSec: channelNowSec,
                }),
              }
            : null,
          schedule: first && last ? { start: first.startSec, end: last.startSec + last.durationSec } : null,
          clockOffset,
        }}
        playbackPoints={stream?.playbackPoints}
        onNextEpisode={onNextProgramme}
        ads={stream?.ad}
        onStreamPositionRequest={onStreamPosition}
        onError={onPlayerStopped}
        reloadKey={answer?.request === request ? answer.attempt : 0}
        onBack={onBack}
        onRemoveAds={onRemoveAds}
        viewer={viewer}
        onAction={(action) => channelAnalytics(locale).action(action, channel.id)}
        dock={{ key: dockKeyOf(request), restore: answer }}
      />
      {blackout && <BlackoutNotice onGoLive={() => onPosition(0)} />}
    </div>
  );
}
