'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorHandler } from '@/lib/alerts/use-error-handler';
import styles from '@/components/ui/dropdown.module.css';
import { getBrowserApi } from '@/lib/api/browser';
import { deleteMessage, markAllMessagesRead } from '@/lib/api/messages';
import type { MessagePage } from '@/lib/api/types/messages';

/** The open messages list: read all, open one, remove one. */
export function MessagesPanel({ page, unread, reload }: { page: MessagePage | undefined; unread: number; reload: () => Promise<unknown> }) {
  const t = useTranslations('messages');
  const format = useFormatter();
  const handleError = useErrorHandler();
  const [openedId, setOpenedId] = useState<number | null>(null);

  async function act(task: () => Promise<unknown>) {
    try {
      await task();
      await reload();
    } catch (error) {
      handleError(error);
    }
  }

  return (
    <div className={styles.panel} data-testid="messages-dropdown">
      <div className={styles.row}>
        <p className={styles.heading}>{t('heading')}</p>
        {unread > 0 && (
          <button type="button" className={styles.small} onClick={() => act(() => markAllMessagesRead(getBrowserApi()))}>
            {t('readAll')}
          </button>
        )}
      </div>
      {page?.items.length === 0 && <p className={styles.messageText}>{t('empty')}</p>}
      {page?.items.map((message) => (
        <article key={message.id} className={`${styles.message} ${message.isRead ? '' : styles.unread}`} data-testid="message">
          <button type="button" className={styles.item} aria-expanded={openedId === message.id} onClick={() => setOpenedId(openedId === message.id ? null : message.id)}>
            {message.title}
          </button>
          {openedId === message.id && (
            <>
              <p className={styles.messageText}>{message.text}</p>
              <div className={styles.row}>
                <time className={styles.messageText} dateTime={message.createdAt}>
                  {format.dateTime(new Date(message.createdAt), { dateStyle: 'medium' })}
                </time>
                <button type="button" className={styles.small} onClick={() => act(() => deleteMessage(getBrowserApi(), message.id))}>
                  {t('remove')}
                </button>
              </div>
            </>
          )}
        </article>
      ))}
    </div>
  );
}
