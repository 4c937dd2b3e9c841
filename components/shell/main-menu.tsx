'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRoutePathname } from '@/lib/i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useBrowserPartner } from '@/lib/partners/browser-partner';
import { useShellViewer } from '@/lib/session/shell-viewer';
import { fittingItemCount, isActiveHref, isOuterLink, menuPageHref, visibleMenuPages, type MenuPage } from './menu';
import styles from './main-menu.module.css';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

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

/** A menu page link: outer links open the other site in a new tab, app pages mark the current one. */
function PageLink({ page, pathname, className, onClick }: { page: MenuPage; pathname: string; className: string; onClick?: () => void }) {
  const href = menuPageHref(page);
  if (isOuterLink(page)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {page.title}
      </a>
    );
  }
  return (
    <IntentLink href={href} className={className} aria-current={isActiveHref(href, pathname) ? 'page' : undefined} onClick={onClick}>
      {page.title}
    </IntentLink>
  );
}

function MenuLink({ page, pathname }: { page: MenuPage; pathname: string }) {
  return (
    <li className={styles.item}>
      <PageLink page={page} pathname={pathname} className={styles.link} />
    </li>
  );
}

function OverflowMenu({ pages, pathname, label }: { pages: MenuPage[]; pathname: string; label: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLElement>('a')?.focus();
    function onPointerDown(event: PointerEvent) {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) {
      if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
        event.preventDefault();
        setOpen(true);
      }
      return;
    }
    const links = Array.from(listRef.current?.querySelectorAll<HTMLElement>('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      links[(index + step + links.length) % links.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? links[0] : links[links.length - 1])?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div ref={wrapperRef} className={styles.overflow} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.more}
        aria-label={label}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        …
      </button>
      <ul id={menuId} ref={listRef} className={styles.dropdown} hidden={!open}>
        {pages.map((page) => (
          <li key={page.id}>
            <PageLink page={page} pathname={pathname} className={styles.dropdownLink} onClick={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
