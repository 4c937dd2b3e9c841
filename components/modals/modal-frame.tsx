'use client';

import { useEffect, useId, useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { isTopmostLayer, useFocusTrap } from '@/lib/modals/use-focus-trap';
import styles from './modal.module.css';

export interface ModalFrameProps {
  title: string;
  /** Shows the close button; Escape and a click on the overlay close the modal too. */
  dismissible: boolean;
  closing: boolean;
  /** Length of the close animation (300 ms, 600 ms for profiles). */
  closeMs: number;
  onClose: () => void;
  children?: ReactNode;
}

/** The accessible dialog every modal renders in: labelled by its title, focus kept inside, body scroll locked. */
export function ModalFrame({ title, dismissible, closing, closeMs, onClose, children }: ModalFrameProps) {
  const t = useTranslations('modals');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    if (!dismissible) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && isTopmostLayer(dialogRef.current)) {
        event.preventDefault();
        onClose();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dismissible, onClose]);

  function onOverlayClick(event: MouseEvent<HTMLDivElement>) {
    if (dismissible && event.target === event.currentTarget) onClose();
  }

  return (
    <div
      className={`${styles.overlay} ${closing ? styles.closing : ''}`}
      style={{ '--modal-animation': `${closeMs}ms` } as CSSProperties}
      onClick={onOverlayClick}
      data-testid="modal-overlay"
    >
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && (
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
