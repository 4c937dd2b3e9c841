'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { PlayerController } from '../core/controller';
import type { PlayerServices } from '../react/player-services';
import { AdOverlay } from './ad-overlay';
import type { AdErrorReport, AdEvent, AdReportSink, AdRollKind } from './ad-reports';
import { AdError, playRoll, type AdOutcome } from './ad-roll';
import type { AdInfo, AdItem } from './ad-types';
import { dueMidRoll } from './mid-roll';
import { loadVastAd, type LoadedAd } from './vast-loader';
import { UNKNOWN_VIEWER, type PlayerAnalyticsState } from '../stats/playback-stats';

const MS = 1000;

/**
 * Ad errors and ad events go to the metrics service (live-channels.md section 7), named as the spec names them, with
 * who watches (section 3 "Player analytics state").
 */
function metricsSink(metricsEvent: PlayerServices['metricsEvent'], viewer: () => PlayerAnalyticsState): AdReportSink {
  const send = (name: string, params: Record<string, unknown>, ts: number) =>
    metricsEvent({ name, params: { ...params, ...viewer() }, ts }).catch(() => undefined);
  return {
    send: (report: AdErrorReport) =>
      send(report.name, { code: report.code, roll: report.roll, adTag: report.adTag }, report.at),
    event: (event: AdEvent) => send(event.name, { roll: event.roll, adTag: event.adTag }, event.at),
  };
}

interface Showing {
  id: number;
  ad: LoadedAd;
  roll: AdRollKind;
  adTag: string;
  resolve(outcome: AdOutcome): void;
  reject(error: AdError): void;
}

export interface AdsOptions {
  ads: AdInfo | null | undefined;
  /** Identifies the stream: a new one runs its own pre-roll. */
  sourceKey: string;
  videoRef: RefObject<HTMLVideoElement | null>;
  onRemoveAds?: () => void;
  viewer?: PlayerAnalyticsState;
  services: Pick<PlayerServices, 'storage' | 'metricsEvent'>;
}

const canPlay = (mime: string) =>
  typeof document !== 'undefined' && document.createElement('video').canPlayType(mime) !== '';

/**
 * Pre-roll (blocks the content until done), mid-rolls at their positions and the post-pause roll
 * (live-channels.md section 4 "Ads"). While an ad shows, the controller's `ad` flag hides the content.
 */
export function useAds(
  controller: PlayerController,
  { ads, sourceKey, videoRef, onRemoveAds, viewer = UNKNOWN_VIEWER, services }: AdsOptions,
): { blocking: boolean; overlay: ReactNode } {
  const [showing, setShowing] = useState<Showing | null>(null);
  const [prerollDone, setPrerollDone] = useState<string | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const shown = useRef(0);
  const firedMidRolls = useRef(new Set<number>());
  const hasPreroll = (ads?.preRoll.length ?? 0) > 0;
  // Pages rebuild the ads object on every render: the rolls follow the stream, not the object.
  const adsRef = useRef(ads);
  const viewerRef = useRef(viewer);
  useEffect(() => {
    adsRef.current = ads;
    viewerRef.current = viewer;
  });

  const runRoll = useCallback(
    (roll: AdRollKind, items: AdItem[]): Promise<void> => {
      // One break at a time; a second ask (a remounting effect) waits for the break already on screen.
      if (running.current) return running.current;
      if (items.length === 0) return Promise.resolve();
      controller.setFlags({ ad: true });
      const run = playRoll(roll, items, adsRef.current?.maxAdvertising ?? 0, {
        load: (tag) => loadVastAd(tag, { canPlay }),
        play: (ad, adTag) =>
          new Promise<AdOutcome>((resolve, reject) =>
            setShowing({ id: ++shown.current, ad, roll, adTag, resolve, reject }),
          ),
        trackError: (ad, code) => ad.tracker.error({ ERRORCODE: String(code) }),
        storage: services.storage(),
        sink: metricsSink(services.metricsEvent, () => viewerRef.current),
        now: Date.now,
      })
        .then(() => undefined)
        .finally(() => {
          setShowing(null);
          running.current = null;
          controller.setFlags({ ad: false });
        });
      running.current = run;
      return run;
    },
    [controller, services],
  );

  useEffect(() => {
    firedMidRolls.current = new Set();
    const preRoll = adsRef.current?.preRoll ?? [];
    if (preRoll.length === 0) return;
    let alive = true;
    void runRoll('preroll', preRoll).finally(() => {
      if (alive) setPrerollDone(sourceKey);
    });
    return () => {
      alive = false;
    };
  }, [sourceKey, runRoll]);

  useEffect(() => {
    return controller.subscribe((state, previous) => {
      const ads = adsRef.current;
      if (!ads) return;
      if (running.current || state.packshot) return;
      const video = videoRef.current;
      const point = dueMidRoll(ads.middleRollPoints, state.currentTime * MS, firedMidRolls.current);
      if (point && video && state.play) {
        // A seek past several points plays one break, not one per point.
        for (const each of ads.middleRollPoints)
          if (each.positionMs <= point.positionMs) firedMidRolls.current.add(each.positionMs);
        const items = point.urls.length ? point.urls.map((adTag) => ({ adTag, step: 1, aliases: [] })) : ads.middleRoll;
        video.pause();
        void runRoll('midroll', items).finally(() => void video.play().catch(() => undefined));
        return;
      }
      const userPaused =
        state.paused && !previous.paused && !state.stopped && state.mode !== 'live' && video !== null && !video.ended;
      if (userPaused) void runRoll('postpause', ads.postPauseRoll);
    });
  }, [controller, videoRef, runRoll]);

  const overlay = showing ? (
    <AdOverlay
      key={showing.id}
      ad={showing.ad}
      allowDisable={ads?.allowDisable === true}
      onRemoveAds={onRemoveAds}
      onDone={showing.resolve}
      onFail={(code) => showing.reject(new AdError(code, `ad playback failed (${code})`))}
      onEvent={(name) =>
        metricsSink(services.metricsEvent, () => viewerRef.current).event?.({ name, roll: showing.roll, adTag: showing.adTag, at: Date.now() })
      }
    />
  ) : null;
  return { blocking: hasPreroll && prerollDone !== sourceKey, overlay };
}
