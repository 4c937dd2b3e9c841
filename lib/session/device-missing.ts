/**
 * core-session-account.md section 8: "404 on device settings: token-error flag, app re-inits (once)". The device
 * of this browser's session is gone (removed from another device, or the database was reset): the session's
 * token-error recovery runs, but only once per page load, so a device that stays missing cannot loop restarts.
 */
export function createMissingDeviceSignal() {
  let handler: (() => void) | null = null;
  let used = false;
  return {
    /** The session layer's recovery; returns the unsubscribe. */
    onMissingDevice(next: () => void): () => void {
      handler = next;
      return () => {
        if (handler === next) handler = null;
      };
    },
    /** A device-settings call answered 404; returns whether this started the one restart. */
    reportMissingDevice(): boolean {
      if (used || !handler) return false;
      used = true;
      handler();
      return true;
    },
  };
}

const signal = createMissingDeviceSignal();
export const onMissingDevice = signal.onMissingDevice;
export const reportMissingDevice = signal.reportMissingDevice;
