'use client';

import { useSearchParams } from 'next/navigation';
import { useLocalizedRouter, useRoutePathname } from '@/lib/i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { DEFAULT_MIN_SEARCH_CHARS, DEFAULT_SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, searchQueryFor } from '@/lib/rules/validation';
import { isMobileViewport } from './constants';
import styles from './search-box.module.css';
import { unprefixedPath } from '@/lib/i18n/locale-paths';

const SEARCH_PATH = '/search';

export interface SearchBoxProps {
  /** Configuration min_search_chars (default 1). */
  minChars?: number;
  /** Configuration bouncing_interval in ms (default 1000). */
  debounceMs?: number;
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The search shell (core-session-account.md section 4): inactive, then active on the icon or "/"; typing
 * navigates to /search?q={lowercased text} after the debounce; Escape or cancel returns to the previous page.
 */
export function SearchBox({ minChars = DEFAULT_MIN_SEARCH_CHARS, debounceMs = DEFAULT_SEARCH_DEBOUNCE_MS }: SearchBoxProps) {
  const t = useTranslations('shell');
  const router = useLocalizedRouter();
  const pathname = useRoutePathname();
  const searchParams = useSearchParams();
  const onSearchPage = pathname === SEARCH_PATH;
  const [activated, setActivated] = useState(false);
  /** What the viewer typed; null follows the address (?q=). */
  const [draft, setDraft] = useState<string | null>(null);
  /** We pushed /search on top of the page the viewer was on, so back returns there. */
  const [pushed, setPushed] = useState(false);
  const [wasOnSearchPage, setWasOnSearchPage] = useState(onSearchPage);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Leaving the results (a result opened, back pressed) closes the search shell.
  if (wasOnSearchPage !== onSearchPage) {
    setWasOnSearchPage(onSearchPage);
    if (!onSearchPage) {
      setActivated(false);
      setDraft(null);
      setPushed(false);
    }
  }

  const active = activated || onSearchPage;
  const value = draft ?? (onSearchPage ? (searchParams.get('q') ?? '') : '');

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target) || isMobileViewport()) return;
      event.preventDefault();
      setActivated(true);
      inputRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (activated) inputRef.current?.focus();
  }, [activated]);

  useEffect(() => clearTimer, []);

  const search = useCallback(
    (text: string) => {
      const query = searchQueryFor(text, minChars);
      if (query === null) return;
      const href = `${SEARCH_PATH}?q=${encodeURIComponent(query)}`;
      if (unprefixedPath(window.location.pathname) === SEARCH_PATH) {
        router.replace(href);
      } else {
        setPushed(true);
        router.push(href);
      }
    },
    [minChars, router],
  );

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value.slice(0, SEARCH_MAX_LENGTH);
    setDraft(text);
    clearTimer();
    timer.current = setTimeout(() => search(text), debounceMs);
  }

  function cancel() {
    clearTimer();
    setDraft(null);
    setActivated(false);
    if (unprefixedPath(window.location.pathname) !== SEARCH_PATH) return;
    if (pushed) router.back();
    else router.push('/');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (event.key === 'Enter') {
      clearTimer();
      search(value);
    }
  }

  if (!active) {
    return (
      <button type="button" className={styles.icon} onClick={() => setActivated(true)} aria-label={t('search')} aria-keyshortcuts="/">
        <SearchIcon />
      </button>
    );
  }

  return (
    <div className={styles.box} role="search">
      <SearchIcon />
      <input
        ref={inputRef}
        type="search"
        className={styles.input}
        value={value}
        onChange={onChange}
        onKeyDown={onKeyDown}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="button" className={styles.cancel} onClick={cancel} aria-label={t('cancelSearch')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg className={styles.glyph} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
