/** The IAB TCF v2 answer of a consent management platform (only the fields this check reads). */
interface TcData {
  gdprApplies?: boolean;
  eventStatus?: 'tcloaded' | 'cmpuishown' | 'useractioncomplete' | string;
}

type TcfApi = (command: 'getTCData', version: 2, callback: (data: TcData | null, success: boolean) => void) => void;

/** A consent platform that has not answered by then is still loading: its page is not ready for ad requests. */
export const CONSENT_ANSWER_WAIT_MS = 1000;

/**
 * Whether a consent management platform on the page (IAB TCF v2, `window.__tcfapi`) has not got the viewer's
 * consent yet, so no ad may be requested (live-channels.md section 8, code 1300). No platform on the page: nothing
 * to wait for.
 */
export function consentPending(
  scope: { __tcfapi?: TcfApi } = globalThis as { __tcfapi?: TcfApi },
  waitMs = CONSENT_ANSWER_WAIT_MS,
): Promise<boolean> {
  const api = scope.__tcfapi;
  if (typeof api !== 'function') return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), waitMs);
    try {
      api('getTCData', 2, (data, success) => {
        clearTimeout(timer);
        if (!success || !data) return resolve(true);
        if (data.gdprApplies === false) return resolve(false);
        resolve(data.eventStatus !== 'tcloaded' && data.eventStatus !== 'useractioncomplete');
      });
    } catch {
      clearTimeout(timer);
      resolve(true);
    }
  });
}
