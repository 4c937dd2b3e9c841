'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { getBrowserApi } from '@/lib/api/browser';
import { getChannelSchedule, getChannelStream } from '@/lib/api/channels';
import { getContent, getVodStream, vodPlaybackSource } from '@/lib/api/catalogue';
import { withAddressTerms } from '@/lib/player/signed-address';
import type { AdInfo } from '@/lib/api/types/channels';
import { playerServices } from '@/lib/player/player-services';
import { ensureBrowserSession } from '@/lib/session/session-bootstrap';
import type { PlayerViewProps } from '@/player/react/player-view-types';
import { loadPlayerView, preloadPlayer } from '@/player/react/preload';

const PlayerView = dynamic(() => loadPlayerView().then((m) => m.PlayerView), { ssr: false });

export interface HarnessQuery {
  channelId: number | null;
  contentId: number | null;
  libraryId: number;
  /**
   * "broken": the pre-roll tags point at the platform's broken VAST; "none": ads removed; "midroll": no
   * pre-roll and one mid-roll break early in the media (the platform's breaks sit at 10 and 30 minutes).
   */
  ads: 'broken' | 'none' | 'midroll' | null;
  /** Mount the player only when Start is clicked (the start benchmark measures from that click). */
  defer: boolean;
}

type Playable = Omit<PlayerViewProps, 'services' | 'onStreamPositionRequest'>;

/** Where the harness's early mid-roll break sits, in ms of media: a few seconds into the title. */
export const HARNESS_MIDROLL_POSITION_MS = 5000;

/** Pre-roll tags swapped for the platform's broken VAST document, so the fall-through path can be exercised. */
function withAds(ad: AdInfo, mode: HarnessQuery['ads']): AdInfo | null {
  if (mode === 'none') return null;
  if (mode === 'midroll') {
    const urls = ad.middleRoll.map((item) => item.adTag);
    return { ...ad, preRoll: [], middleRollPoints: [{ positionMs: HARNESS_MIDROLL_POSITION_MS, urls }] };
  }
  if (mode !== 'broken') return ad;
  const broken = (tag: string) => tag.replace(/[^/]+\.xml$/, 'broken.xml');
  return { ...ad, preRoll: ad.preRoll.map((item) => ({ ...item, adTag: broken(item.adTag) })) };
}

type Schedule = Awaited<ReturnType<typeof getChannelSchedule>>;

/** Where `at` sits in the channel's schedule, for the rewind bar; empty until the schedule has arrived. */
function liveInfo(schedule: Schedule, ts: number): NonNullable<PlayerViewProps['live']> {
  const at = ts || Math.floor(Date.now() / 1000);
  const programme = schedule.find((item) => item.startSec <= at && at < item.startSec + item.durationSec) ?? null;
  const last = schedule.at(-1);
  return {
    streamStart: ts,
    streamTimestamp: ts,
    programme: programme ? { start: programme.startSec, duration: programme.durationSec } : null,
    schedule: schedule.length && last ? { start: schedule[0].startSec, end: last.startSec + last.durationSec } : null,
  };
}

/** The stream alone starts playback; the schedule (larger, slower) only feeds the rewind bar when it arrives. */
async function loadChannel(query: HarnessQuery, channelId: number, ts: number): Promise<Playable> {
  const stream = await getChannelStream(getBrowserApi(), channelId, { ts: ts || null });
  return {
    source: withAddressTerms({ url: stream.hlsMbr || stream.hls, protocol: 'hls' }),
    mode: ts ? 'archive' : 'live',
    channelId,
    statId: stream.statId,
    live: liveInfo([], ts),
    playbackPoints: stream.playbackPoints,
    ads: withAds(stream.ad, query.ads),
    autoplay: true,
  };
}

async function loadContent(query: HarnessQuery, contentId: number): Promise<Playable> {
  const api = getBrowserApi();
  const [stream, content] = await Promise.all([
    getVodStream(api, query.libraryId, contentId),
    getContent(api, contentId),
  ]);
  return {
    source: withAddressTerms(vodPlaybackSource(stream)),
    mode: 'vod',
    contentId,
    libraryId: stream.libraryId,
    statId: stream.statId,
    title: content.title,
    playbackPoints: stream.playbackPoints,
    packshots: stream.packshots,
    ads: withAds(stream.ad, query.ads),
    seekPreview:
      content.seekPointsUrl && content.screenshotUrlTemplate
        ? { seekPointsUrl: content.seekPointsUrl, screenshotUrlTemplate: content.screenshotUrlTemplate }
        : null,
    autoplay: true,
  };
}

/** A page that plays one channel or title through the real API, for end-to-end tests and the start benchmark. */
export function PlayerHarness({ query }: { query: HarnessQuery }) {
  const t = useTranslations('player');
  const [started, setStarted] = useState(!query.defer);
  const [playable, setPlayable] = useState<Playable | null>(null);
  const [schedule, setSchedule] = useState<Schedule>([]);
  const [error, setError] = useState<string | null>(null);
  const [events, setEvents] = useState<string[]>([]);
  const note = useCallback((event: string) => setEvents((list) => [...list, event]), []);

  const load = useCallback(
    (ts: number) => {
      const session = ensureBrowserSession();
      if (query.channelId) {
        const channelId = query.channelId;
        void session
          .then(() => getChannelSchedule(getBrowserApi(), channelId))
          .then(setSchedule, () => setSchedule([]));
      }
      session
        .then(() => {
          if (query.channelId) return loadChannel(query, query.channelId, ts);
          if (query.contentId) return loadContent(query, query.contentId);
          throw new Error('Give ?channel= or ?content=');
        })
        .then(
          (next) => {
            setError(null);
            setPlayable(next);
          },
          (cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)),
        );
    },
    [query],
  );
  useEffect(() => {
    if (started) load(0);
  }, [load, started]);

  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}>
      {error && <p role="alert">{error}</p>}
      {!started && (
        <button
          type="button"
          data-testid="harness-start"
          onClick={() => {
            // The click itself is the intent the real pages warm the player on (pointer or focus).
            preloadPlayer();
            setStarted(true);
          }}
        >
          {t('play')}
        </button>
      )}
      {playable ? (
        <PlayerView
          {...playable}
          services={playerServices}
          live={playable.mode === 'vod' ? undefined : liveInfo(schedule, playable.live?.streamTimestamp ?? 0)}
          onStreamPositionRequest={(ts) => {
            note(`position:${ts}`);
            load(ts);
          }}
          onEnded={() => note('ended')}
          onError={(reason) => note(`error:${reason}`)}
          onNextEpisode={() => note('next-episode')}
          onHistorySave={(seconds) => note(`history:${Math.floor(seconds)}`)}
          onRemoveAds={() => note('remove-ads')}
        />
      ) : (
        <div style={{ aspectRatio: '16 / 9', background: '#000' }} />
      )}
      <ol data-testid="player-events">
        {events.map((event, index) => (
          <li key={index}>{event}</li>
        ))}
      </ol>
    </main>
  );
}
