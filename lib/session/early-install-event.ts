/**
 * Chromium may offer the install (beforeinstallprompt) as soon as the page loads, long before the prompts' code,
 * which loads after start-up, listens: an inline script in the page keeps the event for it. It does not cancel the
 * event; the prompts decide that (desktop Chrome only).
 */
const HELD_EVENT = '__tvInstallEvent';

export const EARLY_INSTALL_EVENT_SCRIPT = `addEventListener('beforeinstallprompt',function(e){window.${HELD_EVENT}=e})`;

/** The install offer the browser made before anyone listened, once. */
export function takeEarlyInstallEvent(): Event | null {
  const holder = window as unknown as Record<string, Event | undefined>;
  const event = holder[HELD_EVENT] ?? null;
  delete holder[HELD_EVENT];
  return event;
}
