'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './catalogue.module.css';

/**
 * Arrows of a CSS scroll-snap slider: the list scrolls by itself (touch, wheel, keyboard); the arrows page it by
 * its visible width. Hidden up to 480 px by CSS (section 2).
 */
export function SliderArrows({ listId }: { listId: string }) {
  const t = useTranslations('catalogue');
  const [edges, setEdges] = useState({ start: true, end: false });
  const listRef = useRef<HTMLElement | null>(null);

  const update = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    setEdges({ start: list.scrollLeft <= 1, end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    const list = document.getElementById(listId);
    listRef.current = list;
    if (!list) return;
    update();
    list.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      list.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [listId, update]);

  const page = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <>
      <button type="button" className={`${styles.arrow} ${styles.arrowPrev}`} disabled={edges.start} onClick={() => page(-1)} aria-label={t('previous')} aria-controls={listId}>
        ‹
      </button>
      <button type="button" className={`${styles.arrow} ${styles.arrowNext}`} disabled={edges.end} onClick={() => page(1)} aria-label={t('next')} aria-controls={listId}>
        ›
      </button>
    </>
  );
}
