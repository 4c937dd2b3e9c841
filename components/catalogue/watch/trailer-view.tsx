'use client';

import dynamic from 'next/dynamic';
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { TRAILER_FADE_MS } from '@/lib/catalogue/constants';
import { playerServices } from '@/lib/player/player-services';
import { trailerSource } from '@/lib/player/source-renewal';
import { PlayerViewSlot } from '@/player/react/player-view-slot';
import { loadPlayerView, preloadPlayer } from '@/player/react/preload';
import styles from './watch.module.css';

const PlayerView = dynamic(() => loadPlayerView().then((m) => m.PlayerView), {
  ssr: false,
  loading: () => <div className={styles.placeholder} />,
});

/** A trailer plays at once; its title overlay fades after 4.5 s (catalogue-vod-billing.md section 4). */
export function TrailerView({ hls, title, trailerId }: { hls: string; title: string; trailerId: number }) {
  const locale = useLocale();
  const [faded, setFaded] = useState(false);
  // hls.js downloads together with the view instead of after it has mounted.
  useEffect(() => preloadPlayer(), []);
  useEffect(() => {
    const timer = setTimeout(() => setFaded(true), TRAILER_FADE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={`${styles.stage} ${styles.trailer}`} data-testid="trailer">
      <PlayerViewSlot
        lazyView={PlayerView}
        services={playerServices}
        source={trailerSource(locale, trailerId, hls)}
        mode="vod"
        trailer
        autoplay
        title={title}
      />
      <p className={faded ? `${styles.trailerTitle} ${styles.faded}` : styles.trailerTitle} aria-hidden={faded}>
        {title}
      </p>
    </div>
  );
}
