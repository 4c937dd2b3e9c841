import { atom, getDefaultStore } from 'jotai';
import { modalStateAtom } from './modal-controller';

/**
 * Reopen delays in seconds (core-session-account.md section 4, "Modal and notification states"): register 28800,
 * the two partner installs 259200, permission 1209600, every other notification 0.
 */
export const NOTIFICATION_REOPEN_DELAY_S: Readonly<Record<string, number>> = {
  register: 28_800,
  partner_install: 259_200,
  partner_install_promo: 259_200,
  permission: 1_209_600,
};

const STORAGE_PREFIX = 'notification_shown_';

/** Waiting notifications in request order; the first one is the one on screen. */
export const notificationQueueAtom = atom<string[]>([]);

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
  function isDue(kind: string): boolean {
    const last = log.get(kind);
    return last === null || now() - last >= (NOTIFICATION_REOPEN_DELAY_S[kind] ?? 0) * 1000;
  }

  return {
    /** Queues a notification unless it was shown within its reopen delay; returns whether it will be shown. */
    requestNotification(kind: string): boolean {
      if (store.get(notificationQueueAtom).includes(kind)) return true;
      if (!isDue(kind)) return false;
      store.set(notificationQueueAtom, (queue) => [...queue, kind]);
      return true;
    },
    /** The viewer saw it: remember the time for the reopen delay and let the next one through. */
    dismissNotification(kind: string): void {
      log.set(kind, now());
      store.set(notificationQueueAtom, (queue) => queue.filter((item) => item !== kind));
    },
    /** Drops a notification that no longer applies (e.g. the permission prompt after navigation), without a delay. */
    withdrawNotification(kind: string): void {
      store.set(notificationQueueAtom, (queue) => queue.filter((item) => item !== kind));
    },
  };
}

const notifications = createNotifications(getDefaultStore());
export const requestNotification = notifications.requestNotification;
export const dismissNotification = notifications.dismissNotification;
export const withdrawNotification = notifications.withdrawNotification;

/** "Install prompts only on desktop Chrome, Edge or Chromium not in standalone mode" (section 4). */
export function canOfferInstall(userAgent: string, standalone: boolean): boolean {
  if (standalone || /Mobile|Android|iPhone|iPad|iPod/i.test(userAgent)) return false;
  if (/OPR\/|Opera|YaBrowser|SamsungBrowser|Vivaldi/i.test(userAgent)) return false;
  return /Edg\/|Chrome\/|Chromium\//.test(userAgent);
}
