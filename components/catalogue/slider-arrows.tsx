'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { SliderController } from '@/lib/catalogue/slider-controller';
import styles from './catalogue.module.css';

/**
 * Arrows of a CSS scroll-snap slider, and its behaviour (lib/catalogue/slider-controller: state classes, mouse drag,
 * hover zoom, arrow lock): the list scrolls by itself (touch, wheel, keyboard); the arrows page it by its visible
 * width. Hidden up to 480 px by CSS (section 2). A remote skips them (`data-remote-skip`): moving the focus along the
 * row scrolls it.
 */
/** How near the viewport a list gets its behaviour: a screen ahead, so its arrows are ready when it shows. */
const NEAR_VIEW_MARGIN = '100% 0px';

export function SliderArrows({ listId }: { listId: string }) {
  const t = useTranslations('catalogue');
  const [edges, setEdges] = useState({ start: true, end: false });
  const controller = useRef<SliderController | null>(null);

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    let detached = false;
    // The behaviour loads after the page shows: catalogue pages keep their first load small (170 kB budget).
    const attach = () =>
      void import('@/lib/catalogue/slider-controller').then(({ attachSlider }) => {
        if (detached) return;
        controller.current = attachSlider(list, setEdges);
      });
    // ...and only once the list nears the viewport: attaching measures the list, which would make the browser lay
    // out a slider it skips while off screen (catalogue.module.css), for every row of the page at once.
    const nearView =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              nearView?.disconnect();
              attach();
            },
            { rootMargin: NEAR_VIEW_MARGIN },
          )
        : null;
    if (nearView) nearView.observe(list);
    else attach();
    return () => {
      detached = true;
      nearView?.disconnect();
      controller.current?.detach();
      controller.current = null;
    };
  }, [listId]);

  const page = (direction: 1 | -1) => {
    const list = document.getElementById(listId);
    if (controller.current) controller.current.page(direction);
    else list?.scrollBy({ left: direction * list.clientWidth, behavior: 'smooth' });
  };

  return (
    <>
      <button type="button" className={`${styles.arrow} ${styles.arrowPrev}`} disabled={edges.start} onClick={() => page(-1)} aria-label={t('previous')} aria-controls={listId} data-remote-skip>
        ‹
      </button>
      <button type="button" className={`${styles.arrow} ${styles.arrowNext}`} disabled={edges.end} onClick={() => page(1)} aria-label={t('next')} aria-controls={listId} data-remote-skip>
        ›
      </button>
    </>
  );
}
