'use client';

import { useRoutePathname } from '@/lib/i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { Promotion } from '@/lib/api/types/catalogue';
import { PROMO_ROTATION_MS, showsPromoCopyright } from '@/lib/catalogue/constants';
import { destinationAction } from '@/lib/catalogue/destinations';
import { MOBILE_MAX_WIDTH } from '@/lib/rules/breakpoints';
import { PromoLink } from './promo-link';
import { Artwork } from './artwork';
import styles from './promo-banner.module.css';

interface PromoBannerProps {
  promotions: Promotion[];
  providerIsOtt: boolean;
  title: string;
  eager: boolean;
  rotationMs?: number;
}

/**
 * A promotion's graphic title (section 3): the phone-sized picture up to the mobile width, the TV-sized one above
 * it, each at the screen's pixel ratio. Its box is the picture's own size, so nothing moves when it arrives.
 */
function GraphicTitle({ title, eager }: { title: Promotion['graphicTitle']; eager: boolean }) {
  const wide = title.tv ?? title.mobile;
  if (!wide) return null;
  return (
    <picture className={styles.graphicTitle}>
      {title.mobile && title.tv ? (
        <source
          media={`(max-width: ${MOBILE_MAX_WIDTH}px)`}
          srcSet={title.mobile.srcSet}
          width={title.mobile.width}
          height={title.mobile.height}
        />
      ) : null}
      <img
        src={wide.src}
        srcSet={wide.srcSet}
        width={wide.width}
        height={wide.height}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        data-testid="promo-graphic-title"
      />
    </picture>
  );
}

/** The promo-bg banner: rotates every 7 s, stops while paused, hovered or focused, and is operable by keyboard. */
export function PromoBanner({
  promotions,
  providerIsOtt,
  title,
  eager,
  rotationMs = PROMO_ROTATION_MS,
}: PromoBannerProps) {
  const t = useTranslations('catalogue');
  const pathname = useRoutePathname();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const count = promotions.length;

  useEffect(() => {
    if (paused || held || count < 2) return;
    const timer = setTimeout(() => setActive((index) => (index + 1) % count), rotationMs);
    return () => clearTimeout(timer);
  }, [active, paused, held, count, rotationMs]);

  if (count === 0) return null;
  return (
    <div
      className={styles.banner}
      role="region"
      aria-roledescription={t('carousel')}
      aria-label={title}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className={styles.slides} aria-live={paused ? 'polite' : 'off'}>
        {promotions.map((promotion, index) => (
          <div
            key={promotion.id}
            className={`${styles.slide} ${index === active ? styles.active : ''}`}
            role="group"
            aria-roledescription={t('slide')}
            aria-label={t('slideOf', { index: index + 1, count })}
            aria-hidden={index !== active}
            // Hidden slides keep their links out of the tab order too: focus must never land in what is hidden.
            inert={index !== active}
            style={{ background: promotion.colorBg ?? undefined }}
            data-an-item={promotion.id}
          >
            <PromoLink
              action={destinationAction(promotion, providerIsOtt)}
              className={styles.link}
              label={promotion.title}
            >
              {promotion.background ? (
                <Artwork
                  src={promotion.background}
                  alt=""
                  width={1920}
                  height={600}
                  kind="promo-bg"
                  loading={eager && index === 0 ? 'eager' : 'lazy'}
                  className={styles.image}
                />
              ) : null}
              <GraphicTitle title={promotion.graphicTitle} eager={eager && index === 0} />
              {/* The graphic title or the artwork letters the title; the text stays for assistive technology. */}
              <span
                className={
                  promotion.background || promotion.graphicTitle.tv || promotion.graphicTitle.mobile
                    ? styles.hiddenText
                    : styles.text
                }
              >
                <span className={styles.title}>{promotion.title}</span>
                {promotion.short ? <span className={styles.short}>{promotion.short}</span> : null}
              </span>
            </PromoLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.pause}
            onClick={() => setPaused((value) => !value)}
            aria-pressed={paused}
          >
            {paused ? t('play') : t('pause')}
          </button>
          <div className={styles.dots}>
            {promotions.map((promotion, index) => (
              <button
                key={promotion.id}
                type="button"
                className={`${styles.dot} ${index === active ? styles.dotActive : ''}`}
                aria-label={t('slideOf', { index: index + 1, count })}
                aria-current={index === active}
                onClick={() => setActive(index)}
              />
            ))}
          </div>
        </div>
      ) : null}
      {showsPromoCopyright(pathname) ? <p className={styles.copyright}>{t('copyright')}</p> : null}
    </div>
  );
}
