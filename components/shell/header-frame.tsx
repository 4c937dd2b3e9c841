'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { HEADER_DARK_SCROLL_PX, HEADER_HIDE_SCROLL_PX } from './constants';
import styles from './header.module.css';

/** The header bar: darkens past 140 px of scroll, hides while scrolling down past 250 px in landscape. */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const [dark, setDark] = useState(false);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const landscape = window.matchMedia('(orientation: landscape)');
    let lastY = window.scrollY;
    function onScroll() {
      const y = window.scrollY;
      setDark(y > HEADER_DARK_SCROLL_PX);
      setHidden(landscape.matches && y > HEADER_HIDE_SCROLL_PX && y > lastY);
      lastY = y;
    }
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header
      className={`${styles.header} ${dark ? styles.dark : ''} ${hidden ? styles.hidden : ''}`}
      data-dark={dark || undefined}
      data-hidden={hidden || undefined}
      // A keyboard user tabbing into a hidden header must see where the focus went.
      onFocusCapture={() => setHidden(false)}
    >
      {children}
    </header>
  );
}
