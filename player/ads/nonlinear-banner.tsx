'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AD_ERROR, NONLINEAR_LOAD_TIMEOUT_MS } from './ad-constants';
import type { AdEventName } from './ad-reports';
import { nonLinearBox, webAddress } from './nonlinear';
import type { NonLinearAd } from './vast-loader';
import styles from './ads.module.css';

export interface NonLinearBannerProps {
  ad: NonLinearAd;
  /** The player's area when the banner comes on, in CSS pixels. */
  area: { width: number; height: number };
  /** The banner is on screen: the break ends and the content plays beneath it. */
  onShown(): void;
  /** It could not be shown (VAST 500-502): the roll tries its next ad. */
  onFail(code: number): void;
  /** Its time is over, or the viewer closed it. */
  onGone(): void;
  onEvent?(name: AdEventName): void;
}

/**
 * One NonLinear overlay over the playing content: the creative at its size inside the player (scaled down when
 * allowed, else 501), with the ad label and a close button; it leaves after its suggested duration. Another site's
 * page and the ad's HTML run in sandboxed frames (no access to this page, no top navigation; HTML without scripts).
 */
export function NonLinearBanner({ ad, area, onShown, onFail, onGone, onEvent }: NonLinearBannerProps) {
  const t = useTranslations('player');
  const [box] = useState(() => nonLinearBox(ad.creative, area));
  const [shown, setShown] = useState(false);
  const settled = useRef(false);
  const latest = useRef({ onShown, onFail, onGone, onEvent });
  useEffect(() => {
    latest.current = { onShown, onFail, onGone, onEvent };
  });

  const fail = (code: number) => {
    if (settled.current) return;
    settled.current = true;
    latest.current.onFail(code);
  };
  const show = () => {
    if (settled.current) return;
    settled.current = true;
    setShown(true);
  };

  useEffect(() => {
    if (typeof box === 'number') {
      fail(box);
      return;
    }
    const timer = setTimeout(() => fail(AD_ERROR.nonLinearNotFetched), NONLINEAR_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [box]);

  useEffect(() => {
    if (!shown) return;
    ad.tracker.trackImpression();
    latest.current.onEvent?.('ad_impression');
    latest.current.onShown();
    const timer = setTimeout(() => {
      ad.tracker.complete();
      latest.current.onEvent?.('ad_complete');
      latest.current.onGone();
    }, ad.creative.durationSec * 1000);
    return () => clearTimeout(timer);
  }, [shown, ad]);

  useEffect(() => {
    const open = (url: string) => {
      const address = webAddress(url);
      if (address) window.open(address, '_blank', 'noopener,noreferrer');
    };
    ad.tracker.on('clickthrough', open);
    return () => {
      ad.tracker.off('clickthrough', open);
    };
  }, [ad]);

  if (typeof box === 'number') return null;
  const { resource } = ad.creative;
  const sized = box.width && box.height ? { width: box.width, height: box.height } : undefined;
  const creative =
    resource.type === 'image' ? (
      // eslint-disable-next-line @next/next/no-img-element -- the ad server's creative, shown as sent at its VAST size
      <img
        src={resource.url}
        alt=""
        className={styles.bannerCreative}
        style={sized}
        onLoad={show}
        onError={() => fail(AD_ERROR.nonLinearNotFetched)}
      />
    ) : (
      <iframe
        title={t('ad')}
        className={styles.bannerCreative}
        style={sized}
        {...(resource.type === 'iframe'
          ? { src: resource.url, sandbox: 'allow-scripts allow-popups allow-popups-to-escape-sandbox' }
          : { srcDoc: resource.html, sandbox: 'allow-popups allow-popups-to-escape-sandbox' })}
        onLoad={show}
      />
    );

  return (
    <div className={styles.banner} data-testid="player-ad-banner" data-shown={shown} hidden={!shown}>
      {resource.type === 'image' && ad.creative.clickThrough ? (
        <button type="button" className={styles.bannerLink} onClick={() => ad.tracker.click()} aria-label={t('adOpen')}>
          {creative}
        </button>
      ) : (
        creative
      )}
      <span className={styles.bannerLabel}>{t('ad')}</span>
      <button
        type="button"
        className={styles.bannerClose}
        aria-label={t('adClose')}
        onClick={() => {
          ad.tracker.close();
          latest.current.onGone();
        }}
      >
        ×
      </button>
    </div>
  );
}
