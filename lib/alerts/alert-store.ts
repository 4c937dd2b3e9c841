import { atom, getDefaultStore } from 'jotai';

/** How long an alert stays: catalogue-vod-billing.md section 9 ("Alert delay 3000 ms"). */
export const ALERT_DURATION_MS = 3000;

export interface AlertItem {
  id: number;
  /** Plain text, or a message key (`namespace.key`) the host translates. */
  text: string;
}

export const alertsAtom = atom<AlertItem[]>([]);

type Store = ReturnType<typeof getDefaultStore>;

export function createAlerts(store: Store) {
  let sequence = 0;

  function dismissAlert(id: number): void {
    store.set(alertsAtom, (items) => items.filter((item) => item.id !== id));
  }

  /**
   * Queues an alert. Its 3 s start only when the host shows it (startAlertTimer): the host's chunk loads after
   * hydration, and an alert raised before it arrives (a failed call during start-up) must still be seen for its time.
   */
  function showAlert(textOrKey: string): number {
    sequence += 1;
    const id = sequence;
    store.set(alertsAtom, (items) => [...items, { id, text: textOrKey }]);
    return id;
  }

  /** Called by the host once the alert is on screen; returns the cancel for an unmount before it is due. */
  function startAlertTimer(id: number): () => void {
    const timer = setTimeout(() => dismissAlert(id), ALERT_DURATION_MS);
    return () => clearTimeout(timer);
  }

  return { showAlert, dismissAlert, startAlertTimer };
}

const alerts = createAlerts(getDefaultStore());

/** Shows a toast for 3 s; a message key (e.g. `alerts.genericError`) is translated, any other string shown as is. */
export const showAlert = alerts.showAlert;
export const dismissAlert = alerts.dismissAlert;
export const startAlertTimer = alerts.startAlertTimer;
