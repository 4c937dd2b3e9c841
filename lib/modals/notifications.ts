import { atom, getDefaultStore } from 'jotai';
import { isReopenAllowed, NOTIFICATION_KINDS, type NotificationKind } from '@/lib/rules/notifications';
import { modalStateAtom } from './modal-controller';
import { promptsHeld } from './notifications-hold';

const STORAGE_PREFIX = 'notification_shown_';

/**
 * Waiting notifications in the order section 4 lists them (NOTIFICATION_KINDS); the first one a mounted slot can show is
 * the one on screen. In request order, which came second hung on timing: the notification question is asked once the
 * viewer has done something, and the poll whenever its survey had loaded, so one page load asked first and the next
 * polled first.
 */
export const notificationQueueAtom = atom<NotificationKind[]>([]);

/** How many mounted slots can show each kind now (a slot counts only while its prompt applies to the viewer). */
export const notificationSlotsAtom = atom<Partial<Record<NotificationKind, number>>>({});

/**
 * Notifications are shown one at a time and only when no modal is open. A kind nobody can show (e.g. the
 * register prompt requested for a member) waits in the queue without blocking the others.
 */
export const visibleNotificationAtom = atom((get) => {
  const modal = get(modalStateAtom);
  if (modal && !modal.closing) return null;
  const slots = get(notificationSlotsAtom);
  return get(notificationQueueAtom).find((kind) => (slots[kind] ?? 0) > 0) ?? null;
});

/** `kind` placed among the waiting ones in section 4's order, never ahead of the one on screen. */
function inSpecOrder(queue: NotificationKind[], kind: NotificationKind, showing: NotificationKind | null): NotificationKind[] {
  const rank = (item: NotificationKind) => NOTIFICATION_KINDS.indexOf(item);
  const after = showing ? queue.indexOf(showing) + 1 : 0;
  const later = queue.findIndex((item, index) => index >= after && rank(item) > rank(kind));
  const at = later === -1 ? queue.length : later;
  return [...queue.slice(0, at), kind, ...queue.slice(at)];
}

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

export interface NotificationRequestOptions {
  /** The kind joins the queue only this long after the request (e.g. the register prompt 5000 ms after opening a channel). */
  delayMs?: number;
}

export interface NotificationsOptions {
  log?: ShownLog;
  now?: () => number;
  /** Whether prompts are held back (the test cookie of notifications-hold.ts). */
  held?: () => boolean;
}

export function createNotifications(store: Store, { log = localShownLog, now = Date.now, held = promptsHeld }: NotificationsOptions = {}) {
  // Reopen delays per kind: core-session-account.md section 4, owned by lib/rules/notifications.
  const isDue = (kind: NotificationKind) => isReopenAllowed(kind, log.get(kind), now());
  const isQueued = (kind: NotificationKind) => store.get(notificationQueueAtom).includes(kind);
  const pending = new Map<NotificationKind, ReturnType<typeof setTimeout>>();

  const enqueue = (kind: NotificationKind) => {
    if (isQueued(kind)) return;
    const showing = store.get(visibleNotificationAtom);
    store.set(notificationQueueAtom, (queue) => inSpecOrder(queue, kind, showing));
  };
  const cancelPending = (kind: NotificationKind) => {
    const timer = pending.get(kind);
    if (timer === undefined) return;
    clearTimeout(timer);
    pending.delete(kind);
  };
  const removeFromQueue = (kind: NotificationKind) => {
    cancelPending(kind);
    if (isQueued(kind)) store.set(notificationQueueAtom, (queue) => queue.filter((item) => item !== kind));
  };

  return {
    /**
     * Queues a notification unless it was shown within its reopen delay or prompts are held back; returns whether
     * it will be shown. With `delayMs` it joins the queue only after the delay (a later request without a delay
     * brings it forward).
     */
    requestNotification(kind: NotificationKind, options: NotificationRequestOptions = {}): boolean {
      if (held()) return false;
      if (isQueued(kind)) return true;
      if (!isDue(kind)) return false;
      const delayMs = options.delayMs ?? 0;
      if (delayMs <= 0) {
        cancelPending(kind);
        enqueue(kind);
        return true;
      }
      if (pending.has(kind)) return true;
      pending.set(
        kind,
        setTimeout(() => {
          pending.delete(kind);
          if (isDue(kind)) enqueue(kind);
        }, delayMs),
      );
      return true;
    },
    /** The viewer saw it: remember the time for the reopen delay and let the next one through. */
    dismissNotification(kind: NotificationKind): void {
      log.set(kind, now());
      removeFromQueue(kind);
    },
    /** Drops a notification that no longer applies (e.g. the permission prompt after navigation), without a delay. */
    withdrawNotification(kind: NotificationKind): void {
      removeFromQueue(kind);
    },
    /** A slot able to show `kind` is mounted; returns the function that detaches it. */
    attachSlot(kind: NotificationKind): () => void {
      const change = (by: number) =>
        store.set(notificationSlotsAtom, (slots) => ({ ...slots, [kind]: Math.max(0, (slots[kind] ?? 0) + by) }));
      change(1);
      return () => change(-1);
    },
  };
}

const notifications = createNotifications(getDefaultStore());
export const requestNotification = notifications.requestNotification;
export const dismissNotification = notifications.dismissNotification;
export const withdrawNotification = notifications.withdrawNotification;
export const attachNotificationSlot = notifications.attachSlot;
