'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import useSWR from 'swr';
import styles from '@/components/ui/dropdown.module.css';
import { useDropdown } from '@/components/ui/use-dropdown';
import { getBrowserApi } from '@/lib/api/browser';
import { getMessages } from '@/lib/api/messages';
import { MESSAGE_PAGE_SIZE, messageReadMarksAtom, unreadCount } from '@/lib/messages/read-marks';
import { useHydratedAtomValue } from '@/lib/ui-state/stored-atom';
import { useShellViewer } from '@/lib/session/shell-viewer';
import { useMessagesRefresh } from './use-messages-refresh';
import { messagesKey } from '@/lib/swr-keys/account';

/** The list loads on first open, so every page's first load carries only the button and its counter. */
const MessagesPanel = dynamic(() => import('./messages-panel').then((m) => m.MessagesPanel), { ssr: false });

/** Header messages (section 4 "Header"): a counter, read all, open one, remove one; members only. */
export function MessagesDropdown() {
  const t = useTranslations('messages');
  const { user } = useShellViewer();
  const member = Boolean(user && !user.isGuest);
  const { open, toggle, rootRef, buttonRef } = useDropdown();
  const { data, mutate } = useSWR(member ? messagesKey() : null, () => getMessages(getBrowserApi(), { limit: MESSAGE_PAGE_SIZE }));
  const readMarks = useHydratedAtomValue(messageReadMarksAtom, []);
  const refresh = useCallback(() => void mutate(), [mutate]);
  useMessagesRefresh(refresh, member);
  if (!member) return null;
  const unread = data ? unreadCount(data.items, readMarks) : 0;
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
      {open && <MessagesPanel page={data} unread={unread} reload={() => mutate()} />}
    </div>
  );
}
