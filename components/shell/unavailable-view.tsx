'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import styles from './not-found-view.module.css';

/** First re-check of the page after this long, then doubling up to the cap (the page answers 503 meanwhile). */
export const UNAVAILABLE_FIRST_RETRY_MS = 3_000;
export const UNAVAILABLE_MAX_RETRY_MS = 60_000;

/** Whether the page renders again: its own address answering 200 means the API answers again. */
async function pageAnswers(): Promise<boolean> {
  try {
    const response = await fetch(window.location.href, { cache: 'no-store', headers: { accept: 'text/html' } });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The screen of a page that could not be rendered (the API down and nothing cached): inside the header and footer,
 * in the viewer's language, served with 503 and Retry-After (lib/cache/unavailable-status.ts). It checks the page
 * again by itself and reloads it as soon as it answers.
 */
const reloadPage = () => window.location.reload();

export function UnavailableView({ onRecovered = reloadPage }: { onRecovered?: () => void }) {
  const t = useTranslations('unavailable');
  const [checking, setChecking] = useState(false);
  // "Try now" bumps the attempt: the loop restarts with an immediate check.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let delay = attempt === 0 ? UNAVAILABLE_FIRST_RETRY_MS : 0;
    let timer: ReturnType<typeof setTimeout>;
    const check = async () => {
      setChecking(true);
      const answers = await pageAnswers();
      if (cancelled) return;
      if (answers) return onRecovered();
      setChecking(false);
      delay = Math.min(Math.max(delay * 2, UNAVAILABLE_FIRST_RETRY_MS), UNAVAILABLE_MAX_RETRY_MS);
      timer = setTimeout(check, delay);
    };
    timer = setTimeout(check, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [attempt, onRecovered]);

  return (
    <section className={styles.view} aria-labelledby="unavailable-title">
      <p className={styles.code} aria-hidden="true">
        503
      </p>
      <h1 id="unavailable-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.text} role="status">
        {checking ? t('retrying') : t('text')}
      </p>
      <button type="button" className={styles.home} onClick={() => setAttempt((value) => value + 1)} disabled={checking}>
        {t('retry')}
      </button>
    </section>
  );
}
