import { atom, getDefaultStore } from 'jotai';
import { isReopenAllowed, type NotificationKind } from '@/lib/rules/notifications';
import { modalStateAtom } from './modal-controller';

const STORAGE_PREFIX = 'notification_shown_';

/** Waiting notifications in request order; the first one is the one on screen. */
export const notificationQueueAtom = atom<NotificationKind[]>([]);

/** Notifications are shown one at a time and only when no modal is open. */
export const visibleNotificationAtom = atom((get) => {
  const modal = get(modalStateAtom);
  return modal && !modal.closing ? null : (get(notificationQueueAtom)[0] ?? null);
});

interface ShownLog {
  get(kind: string): number | null;
  set(kind: string, at: number): void;
}

/** When each kind was last shown, kept across visits; a browser without storage just shows prompts again. */
const localShownLog: ShownLog = {
  get(kind) {
    try {
      const value = Number(window.localStorage.getItem(STORAGE_PREFIX + kind));
      return Number.isFinite(value) && value > 0 ? value : null;
    } catch {
      return null;
    }
  },
  set(kind, at) {
    try {
      window.localStorage.setItem(STORAGE_PREFIX + kind, String(at));
    } catch {
      // Private mode or a full quota: the prompt may come back sooner, nothing else depends on it.
    }
  },
};

type Store = ReturnType<typeof getDefaultStore>;

export function createNotifications(store: Store, log: ShownLog = localShownLog, now: () => number = Date.now) {
  // Reopen delays per kind: core-session-account.md section 4, owned by lib/rules/notifications.
  const isDue = (kind: NotificationKind) => isReopenAllowed(kind, log.get(kind), now());

  return {
    /** Queues a notification unless it was shown within its reopen delay; returns whether it will be shown. */
    requestNotification(kind: NotificationKind): boolean {
      if (store.get(notificationQueueAtom).includes(kind)) return true;
      if (!isDue(kind)) return false;
      store.set(notificationQueueAtom, (queue) => [...queue, kind]);
      return true;
    },
    /** The viewer saw it: remember the time for the reopen delay and let the next one through. */
    dismissNotification(kind: NotificationKind): void {
      log.set(kind, now());
      store.set(notificationQueueAtom, (queue) => queue.filter((item) => item !== kind));
    },
    /** Drops a notification that no longer applies (e.g. the permission prompt after navigation), without a delay. */
    withdrawNotification(kind: NotificationKind): void {
      store.set(notificationQueueAtom, (queue) => queue.filter((item) => item !== kind));
    },
  };
}

const notifications = createNotifications(getDefaultStore());
export const requestNotification = notifications.requestNotification;
export const dismissNotification = notifications.dismissNotification;
export const withdrawNotification = notifications.withdrawNotification;

