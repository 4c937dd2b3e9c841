import { EARLY_RECENT_HINT_SCRIPT } from './channels/recent-hint';
import { EARLY_INSTALL_EVENT_SCRIPT } from './session/early-install-event';
import { EARLY_MEMBER_HINT_SCRIPT } from './session/member-hint';
import { EARLY_TV_MODE_SCRIPT } from './tv/tv-mode';
import { registerInlineScript } from './security/script-hashes.mjs';

/**
 * The root layout's inline script, before the page's first paint. Its text is registered for the page policy
 * (lib/security/script-hashes.mjs) both when the server starts (instrumentation.ts: a stored page can be served before
 * the layout module ever loads) and when the layout loads.
 */
export const EARLY_SCRIPT = `${EARLY_TV_MODE_SCRIPT};${EARLY_INSTALL_EVENT_SCRIPT};${EARLY_MEMBER_HINT_SCRIPT};${EARLY_RECENT_HINT_SCRIPT}`;

export function registerEarlyScript(): string {
  return registerInlineScript(EARLY_SCRIPT);
}
