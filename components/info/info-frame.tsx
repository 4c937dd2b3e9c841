import type { ReactNode } from 'react';
import { ModalPage } from '@/components/modals/modal-page';
import styles from './info.module.css';

export interface InfoFrameProps {
  title: string;
  /** Opened from another page of the app: shown over that page (core-session-account.md section 2, modal pages). */
  modal?: boolean;
  children: ReactNode;
}

/**
 * Agreement, privacy, FAQ and a news item are modal pages when the viewer opens them from the app; a direct
 * visit (a search engine, a shared link) gets the same text as a full, indexable page.
 */
export function InfoFrame({ title, modal = false, children }: InfoFrameProps) {
  if (modal) {
    return (
      <ModalPage title={title} fallbackHref="/">
        <div className={styles.page} data-testid="info-page">
          {children}
        </div>
      </ModalPage>
    );
  }
  return (
    <article className={styles.page} data-testid="info-page">
      <h1 className={styles.title}>{title}</h1>
      {children}
    </article>
  );
}
