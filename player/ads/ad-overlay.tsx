'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AD_ERROR, AD_MEDIA_TIMEOUT_MS } from './ad-constants';
import styles from './ads.module.css';
import type { AdEventName } from './ad-reports';
import type { AdOutcome } from './ad-roll';
import type { LinearAd } from './vast-loader';

export interface AdOverlayProps {
  ad: LinearAd;
  allowDisable: boolean;
  onRemoveAds?: () => void;
  onDone(outcome: AdOutcome): void;
  onFail(code: number): void;
  /** The ad's own events, for the metrics service (the VAST tracker tells the ad server separately). */
  onEvent?(name: AdEventName): void;
}

/** Starts the ad with sound, else muted (autoplay rules), else fails with 1205. */
async function start(video: HTMLVideoElement): Promise<boolean> {
  try {
    await video.play();
    return true;
  } catch {
    video.muted = true;
    try {
      await video.play();
      return true;
    } catch {
      return false;
    }
  }
}

/** One linear ad over the player: its own <video>, the skip countdown and "remove ads". */
export function AdOverlay({ ad, allowDisable, onRemoveAds, onDone, onFail, onEvent }: AdOverlayProps) {
  const t = useTranslations('player');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [time, setTime] = useState(0);
  const settled = useRef(false);
  const latest = useRef({ onDone, onFail, onEvent });
  useEffect(() => {
    latest.current = { onDone, onFail, onEvent };
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    settled.current = false;
    const settle = (action: () => void) => {
      if (settled.current) return;
      settled.current = true;
      clearTimeout(timeout);
      action();
    };
    const fail = (code: number) => settle(() => latest.current.onFail(code));
    const timeout = setTimeout(() => fail(AD_ERROR.mediaTimeout), AD_MEDIA_TIMEOUT_MS);
    let started = false;
    const onPlaying = () => {
      if (started) return;
      started = true;
      clearTimeout(timeout);
      ad.tracker.trackImpression();
      latest.current.onEvent?.('ad_impression');
    };
    const onTime = () => {
      setTime(video.currentTime);
      ad.tracker.setProgress(video.currentTime);
    };
    const onEnded = () =>
      settle(() => {
        ad.tracker.complete();
        latest.current.onEvent?.('ad_complete');
        latest.current.onDone('completed');
      });
    const onError = () => fail(AD_ERROR.mediaUnplayable);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('ended', onEnded);
    video.addEventListener('error', onError);
    video.src = ad.mediaUrl;
    void start(video).then((ok) => {
      if (!ok) fail(AD_ERROR.autoplayBlocked);
    });
    return () => {
      clearTimeout(timeout);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('error', onError);
      video.pause();
      video.removeAttribute('src');
    };
  }, [ad]);

  const skipIn = ad.skipOffset === null ? null : Math.max(0, Math.ceil(ad.skipOffset - time));
  const skip = () => {
    if (settled.current) return;
    settled.current = true;
    ad.tracker.skip();
    onEvent?.('ad_skip');
    onDone('skipped');
  };

  return (
    <div className={styles.overlay} data-testid="player-ad">
      <video ref={videoRef} className={styles.video} playsInline />
      <span className={styles.label}>{t('ad')}</span>
      <div className={styles.actions}>
        {allowDisable && onRemoveAds && (
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              onEvent?.('ad_remove_ads');
              onRemoveAds();
            }}
          >
            {t('removeAds')}
          </button>
        )}
        {skipIn !== null &&
          (skipIn > 0 ? (
            <span className={styles.countdown}>{t('adSkipIn', { seconds: skipIn })}</span>
          ) : (
            <button type="button" className={styles.button} onClick={skip}>
              {t('adSkip')}
            </button>
          ))}
      </div>
    </div>
  );
}
