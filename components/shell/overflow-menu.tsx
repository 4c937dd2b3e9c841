'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MenuPage } from './menu';
import { PageLink } from './page-link';
import styles from './main-menu.module.css';

/** The main menu's "..." dropdown of the pages that do not fit in its row; arrows, Home, End and Escape move in it. */
export function OverflowMenu({ pages, pathname, label }: { pages: MenuPage[]; pathname: string; label: string }) {
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
