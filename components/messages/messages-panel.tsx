'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useErrorHandler } from '@/lib/alerts/use-error-handler';
import styles from '@/components/ui/dropdown.module.css';
import { getBrowserApi } from '@/lib/api/browser';
import { deleteMessage, getMessages, markAllMessagesRead } from '@/lib/api/messages';
import type { Message, MessagePage } from '@/lib/api/types/messages';
import { isUnread, MESSAGE_PAGE_SIZE, messageReadMarksAtom, withReadMark } from '@/lib/messages/read-marks';
import { useHydratedAtomValue } from '@/lib/ui-state/stored-atom';

/** The pages after the first, asked with "Show more"; `done` once one came back short. */
interface LaterPages {
  items: Message[];
  done: boolean;
}

const NO_LATER_PAGES: LaterPages = { items: [], done: false };

/** The open messages list: read all, open one (which reads it), remove one, and the pages past the first. */
export function MessagesPanel({ page, unread, reload }: { page: MessagePage | undefined; unread: number; reload: () => Promise<unknown> }) {
  const t = useTranslations('messages');
  const format = useFormatter();
  const handleError = useErrorHandler();
  const [openedId, setOpenedId] = useState<number | null>(null);
  const readMarks = useHydratedAtomValue(messageReadMarksAtom, []);
  const setReadMarks = useSetAtom(messageReadMarksAtom);
  const [later, setLater] = useState<LaterPages>(NO_LATER_PAGES);
  const [loadingMore, setLoadingMore] = useState(false);
  const firstItems = page?.items ?? [];
  const items = [...firstItems, ...later.items.filter((message) => !firstItems.some((first) => first.id === message.id))];
  const lastPageFull = later.items.length > 0 ? !later.done : firstItems.length >= MESSAGE_PAGE_SIZE;

  async function act(task: () => Promise<unknown>) {
    try {
      await task();
      setLater(NO_LATER_PAGES);
      await reload();
    } catch (error) {
      handleError(error);
    }
  }

  async function showMore() {
    setLoadingMore(true);
    try {
      const next = await getMessages(getBrowserApi(), { offset: items.length, limit: MESSAGE_PAGE_SIZE });
      setLater((current) => ({ items: [...current.items, ...next.items], done: next.items.length < MESSAGE_PAGE_SIZE }));
    } catch (error) {
      handleError(error);
    } finally {
      setLoadingMore(false);
    }
  }

  function toggle(message: Message) {
    const opening = openedId !== message.id;
    setOpenedId(opening ? message.id : null);
    if (opening) setReadMarks((marks) => withReadMark(marks, message.id));
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
      {items.map((message) => (
        <article key={message.id} className={`${styles.message} ${isUnread(message, readMarks) ? styles.unread : ''}`} data-testid="message">
          <button type="button" className={styles.item} aria-expanded={openedId === message.id} onClick={() => toggle(message)}>
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
      {lastPageFull && (
        <button type="button" className={styles.small} onClick={() => void showMore()} disabled={loadingMore}>
          {t('more')}
        </button>
      )}
    </div>
  );
}
