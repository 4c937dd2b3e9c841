'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { PlayerController } from '../core/controller';
import type { PlayerServices } from '../react/player-services';
import { AdOverlay } from './ad-overlay';
import type { AdErrorReport, AdEvent, AdEventName, AdReportSink, AdRollKind } from './ad-reports';
import { AdError, playRoll, type AdOutcome } from './ad-roll';
import type { AdInfo, AdItem } from './ad-types';
import { dueMidRoll } from './mid-roll';
import { NonLinearBanner } from './nonlinear-banner';
import { loadVastAd, type LinearAd, type LoadedAd, type NonLinearAd } from './vast-loader';
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

interface Showing<Ad extends LoadedAd = LinearAd> {
  id: number;
  ad: Ad;
  roll: AdRollKind;
  adTag: string;
  resolve(outcome: AdOutcome): void;
  reject(error: AdError): void;
}

/** A NonLinear overlay outlives its break: it stays over the content of the stream it came with. */
interface Banner extends Showing<NonLinearAd> {
  sourceKey: string;
  area: { width: number; height: number };
}

export interface AdsOptions {
  ads: AdInfo | null | undefined;
  /** Identifies the stream: a new one runs its own pre-roll. */
  sourceKey: string;
  videoRef: RefObject<HTMLVideoElement | null>;
  onRemoveAds?: () => void;
  viewer?: PlayerAnalyticsState;
  services: Pick<PlayerServices, 'storage' | 'metricsEvent'>;
  /** A playback adopted from the mini-player: its pre-roll and the breaks it passed are done; a held-back roll plays. */
  adopted?: AdoptedAds | null;
}

export interface AdoptedAds {
  sourceKey: string;
  firedMidRollsMs: number[];
  owedRoll: 'midroll' | 'postpause' | null;
}

const canPlay = (mime: string) =>
  typeof document !== 'undefined' && document.createElement('video').canPlayType(mime) !== '';

/**
 * Pre-roll (blocks the content until done), mid-rolls at their positions and the post-pause roll
 * (live-channels.md section 4 "Ads"). While an ad shows, the controller's `ad` flag hides the content.
 */
export function useAds(
  controller: PlayerController,
  { ads, sourceKey, videoRef, onRemoveAds, viewer = UNKNOWN_VIEWER, services, adopted = null }: AdsOptions,
): { blocking: boolean; overlay: ReactNode; firedMidRollsMs(): number[] } {
  const [showing, setShowing] = useState<Showing | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [bannerShown, setBannerShown] = useState<number | null>(null);
  const [prerollDone, setPrerollDone] = useState<string | null>(adopted?.sourceKey ?? null);
  const running = useRef<Promise<void> | null>(null);
  const shown = useRef(0);
  const firedMidRolls = useRef(new Set<number>(adopted?.firedMidRollsMs));
  const adoptedRef = useRef(adopted);
  const hasPreroll = (ads?.preRoll.length ?? 0) > 0;
  // Pages rebuild the ads object on every render: the rolls follow the stream, not the object.
  const adsRef = useRef(ads);
  const viewerRef = useRef(viewer);
  const sourceKeyRef = useRef(sourceKey);
  useEffect(() => {
    adsRef.current = ads;
    viewerRef.current = viewer;
    sourceKeyRef.current = sourceKey;
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
          new Promise<AdOutcome>((resolve, reject) => {
            const id = ++shown.current;
            if (ad.kind === 'linear') {
              setShowing({ id, ad, roll, adTag, resolve, reject });
              return;
            }
            const box = videoRef.current?.getBoundingClientRect();
            const area = { width: box?.width ?? 0, height: box?.height ?? 0 };
            setBanner({ id, ad, roll, adTag, resolve, reject, sourceKey: sourceKeyRef.current, area });
          }),
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
    [controller, services, videoRef],
  );

  useEffect(() => {
    const fromDock = adoptedRef.current;
    if (fromDock?.sourceKey === sourceKey) {
      // The mini-player paused for a break (played by the subscription below) or owes the roll of a pause in it.
      if (fromDock.owedRoll === 'postpause') void runRoll('postpause', adsRef.current?.postPauseRoll ?? []);
      return;
    }
    adoptedRef.current = null;
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

  const sendEvent = (name: AdEventName, { roll, adTag }: Pick<Showing, 'roll' | 'adTag'>) =>
    metricsSink(services.metricsEvent, () => viewerRef.current).event?.({ name, roll, adTag, at: Date.now() });
  const video = showing ? (
    <AdOverlay
      key={showing.id}
      ad={showing.ad}
      allowDisable={ads?.allowDisable === true}
      onRemoveAds={onRemoveAds}
      onDone={showing.resolve}
      onFail={(code) => showing.reject(new AdError(code, `ad playback failed (${code})`))}
      onEvent={(name) => sendEvent(name, showing)}
    />
  ) : null;
  // A banner that failed before it showed is the roll's error (reported there, the next ad tried); once shown it
  // stays until its time is over or the viewer closes it, and a new stream takes it away.
  const overlay =
    banner && (banner.sourceKey === sourceKey || bannerShown !== banner.id) ? (
      <NonLinearBanner
        key={banner.id}
        ad={banner.ad}
        area={banner.area}
        onShown={() => {
          setBannerShown(banner.id);
          banner.resolve('completed');
        }}
        onFail={(code) => {
          banner.reject(new AdError(code, `NonLinear overlay not shown (${code})`));
          setBanner(null);
        }}
        onGone={() => setBanner(null)}
        onEvent={(name) => sendEvent(name, banner)}
      />
    ) : null;
  return {
    blocking: hasPreroll && prerollDone !== sourceKey,
    firedMidRollsMs: () => [...firedMidRolls.current],
    overlay: (
      <>
        {overlay}
        {video}
      </>
    ),
  };
}
