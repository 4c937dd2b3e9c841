'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { useErrorHandler } from '@/components/alerts/use-error-handler';
import styles from '@/components/session/dropdown.module.css';
import { useDropdown } from '@/components/session/use-dropdown';
import { getBrowserApi } from '@/lib/api/browser';
import { deleteMessage, getMessages, markAllMessagesRead } from '@/lib/api/messages';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { useMessagesRefresh } from './use-messages-refresh';

export const MESSAGES_KEY = '/v2/users/self/messages';

/** Header messages (section 4 "Header"): a counter, read all, open one, remove one; members only. */
export function MessagesDropdown() {
  const t = useTranslations('messages');
  const format = useFormatter();
  const handleError = useErrorHandler();
  const { user } = useCurrentUser();
  const member = Boolean(user && !user.isGuest);
  const { open, toggle, rootRef, buttonRef } = useDropdown();
  const { data, mutate } = useSWR(member ? MESSAGES_KEY : null, () => getMessages(getBrowserApi()));
  const [openedId, setOpenedId] = useState<number | null>(null);
  const refresh = useCallback(() => void mutate(), [mutate]);
  useMessagesRefresh(refresh, member);
  if (!member) return null;
  const unread = data?.items.filter((message) => !message.isRead).length ?? 0;

  async function act(task: () => Promise<unknown>) {
    try {
      await task();
      await mutate();
    } catch (error) {
      handleError(error);
    }
  }

  return (
    <div className={styles.root} ref={rootRef}>
      <button ref={buttonRef} type="button" className={styles.button} aria-haspopup="true" aria-expanded={open} aria-label={t('title', { count: unread })} onClick={toggle} data-testid="messages-button">
        <span aria-hidden="true">✉</span>
        {unread > 0 && (
          <span className={styles.counter} data-testid="messages-counter">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <div className={styles.panel} data-testid="messages-dropdown">
          <div className={styles.row}>
            <p className={styles.heading}>{t('heading')}</p>
            {unread > 0 && (
              <button type="button" className={styles.small} onClick={() => act(() => markAllMessagesRead(getBrowserApi()))}>
                {t('readAll')}
              </button>
            )}
          </div>
          {data?.items.length === 0 && <p className={styles.messageText}>{t('empty')}</p>}
          {data?.items.map((message) => (
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
      )}
    </div>
  );
}
