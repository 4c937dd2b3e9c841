'use client';

import { useRoutePathname } from '@/lib/i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { useBrowserPartner } from '@/lib/partners/browser-partner';
import { useShellViewer } from '@/lib/session/shell-viewer';
import { fittingItemCount, visibleMenuPages, type MenuPage } from './menu';
import { PageLink } from './page-link';
import styles from './main-menu.module.css';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The "..." dropdown, loaded once the menu first finds pages that do not fit: it is never in the server's markup or
 * the hydrating render (every page fits until the menu has measured), so its code left every page's first load
 * (issue 32). Asked for as the measure finds it needed; until it is here the row stays clipped, with no button to press.
 */
const loadOverflowMenu = () => import('./overflow-menu').then((m) => m.OverflowMenu);
const OverflowMenu = clientOnly(loadOverflowMenu);

/** Menu pages in one row; the ones that do not fit move into a "..." dropdown (measured with ResizeObserver). */
export function MainMenu({ pages }: { pages: readonly MenuPage[] }) {
  const t = useTranslations('shell');
  const pathname = useRoutePathname();
  const { user } = useShellViewer();
  const items = visibleMenuPages(pages, user, [useBrowserPartner(), user?.provider.shortname]);
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const moreMeasureRef = useRef<HTMLSpanElement>(null);
  const [visibleCount, setVisibleCount] = useState(items.length);
  const itemKey = items.map((item) => item.id).join(',');

  useIsomorphicLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const update = () => {
      const widths = Array.from(measure.children, (child) => (child as HTMLElement).offsetWidth);
      const fitting = fittingItemCount(widths, nav.clientWidth, moreMeasureRef.current?.offsetWidth ?? 0);
      if (fitting < widths.length) void loadOverflowMenu();
      // A transition, not an urgent update: set in the hydration's layout effects, an urgent one made React render
      // it inside the hydration's commit and pull every passive effect of the page into that task (about 300 ms of
      // one task on a throttled phone, traced); the clipped list (overflow: hidden) waits a frame for its "...".
      startTransition(() => setVisibleCount(fitting));
    };
    // Measured when the observer first reports, after the browser's own layout, not here: reading widths in the
    // hydration's layout effects forced the page's whole layout inside that commit (a throttled phone's longest task).
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [itemKey]);

  const visible = items.slice(0, visibleCount);
  const overflow = items.slice(visibleCount);

  return (
    <nav ref={navRef} className={styles.nav} aria-label={t('mainMenu')}>
      <ul className={styles.list}>
        {visible.map((page) => (
          <MenuLink key={page.id} page={page} pathname={pathname} />
        ))}
      </ul>
      {overflow.length > 0 && <OverflowMenu pages={overflow} pathname={pathname} label={t('more')} />}
      <ul ref={measureRef} className={`${styles.list} ${styles.measure}`} aria-hidden="true">
        {items.map((page) => (
          <li key={page.id} className={styles.item}>
            <span className={styles.link}>{page.title}</span>
          </li>
        ))}
      </ul>
      <span ref={moreMeasureRef} className={`${styles.more} ${styles.measure}`} aria-hidden="true">
        …
      </span>
    </nav>
  );
}

function MenuLink({ page, pathname }: { page: MenuPage; pathname: string }) {
  return (
    <li className={styles.item}>
      <PageLink page={page} pathname={pathname} className={styles.link} />
    </li>
  );
}
