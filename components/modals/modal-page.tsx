'use client';

import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { MODAL_CLOSE_ANIMATION_MS } from '@/lib/modals/constants';
import { usePartnerVariant } from '@/lib/session/use-partner-variant';
import { BACK_ICON_GLYPHS } from '@/lib/partners/variants';
import { canGoBackInApp } from '@/lib/modals/in-app-history';
import { isTopmostLayer, useFocusTrap } from '@/lib/modals/use-focus-trap';
import styles from './modal-page.module.css';
import { navigateFully } from './full-navigation';

export interface ModalPageProps {
  title: string;
  /** Where back goes when the page was opened directly (no previous page of ours in the history). */
  fallbackHref: string;
  /** Adds a close button that leaves the modal page for this address after the 300 ms close delay (settings). */
  closeHref?: string;
  /** Replaces the history-back of the back button and Escape (settings go to their parent page). */
  onBack?: () => void;
  /**
   * Focus the frame instead of its back button when it opens: on a player page Space must play and pause, not press
   * Back (Back stays the first Tab stop).
   */
  focusFrame?: boolean;
  children: ReactNode;
}

/**
 * Frame of the modal pages (/contents/..., /watch/..., /settings/...; core-session-account.md section 2): an overlay
 * above the previous page with a back button. Intercepting routes render their page inside it.
 */
export function ModalPage({ title, fallbackHref, closeHref, onBack, focusFrame = false, children }: ModalPageProps) {
  const t = useTranslations('modals');
  const router = useLocalizedRouter();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [closing, setClosing] = useState(false);
  const { backIcon } = usePartnerVariant();
  // After the paint: a title's page opened directly hydrates with it, and focusing in that commit restyled the page
  // inside its long task. Tab and the remote's keys find the trap already, and bring the focus in themselves.
  useFocusTrap(dialogRef, focusFrame ? 'container' : 'first', true);

  useEffect(() => {
    if (!closing || !closeHref) return;
    const timer = setTimeout(() => router.push(closeHref), MODAL_CLOSE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [closing, closeHref, router]);

  const back = useCallback(() => {
    if (onBack) onBack();
    else if (canGoBackInApp()) router.back();
    // A soft push from a page opened directly would be intercepted as a modal over it (the card over a
    // still-playing /watch); a full navigation really leaves.
    else navigateFully(fallbackHref);
  }, [router, fallbackHref, onBack]);

  // From the commit that shows the dialog, not after the next paint: the remote's Back (an Escape to the open dialog,
  // lib/tv/spatial-navigation.ts) pressed as the page appeared found the dialog on screen and nobody listening.
  useLayoutEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // A modal opened above this page handles its own Escape.
      if (event.key === 'Escape' && !event.defaultPrevented && isTopmostLayer(dialogRef.current)) back();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [back]);

  return (
    <div className={`${styles.overlay} ${closing ? styles.closing : ''}`}>
      <div
        ref={dialogRef}
        className={styles.page}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.bar}>
          <button type="button" className={styles.back} onClick={back} data-an-action="back">
            <span aria-hidden="true" data-icon={backIcon}>
              {BACK_ICON_GLYPHS[backIcon]}
            </span>{' '}
            {t('back')}
          </button>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {closeHref && (
            <button type="button" className={styles.close} onClick={() => setClosing(true)} aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
