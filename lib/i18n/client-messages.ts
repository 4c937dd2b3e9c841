import type { Messages } from './messages';

/**
 * What the shell's own client leaves read from the root NextIntlClientProvider (app/[locale]/layout.tsx): the header's
 * menu and user area, the session start-up, the bottom nav, the error screen and the error handler pages use. Pages add their own namespaces
 * around their content (components/i18n/client-messages.tsx); the shell's deferred parts (modals, dropdowns, alerts,
 * prompts) load the whole catalogue with their code (components/i18n/with-catalogue.ts). Checked against
 * the code by client-messages.test.ts.
 */
export const SHELL_CLIENT_NAMESPACES = ['alerts', 'session', 'shell', 'unavailable'] as const;

/** The named namespaces of a locale's catalogue, nothing else: what a client boundary is given instead of all ~50 kB. */
export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Messages = {};
  for (const namespace of namespaces) {
    if (namespace in messages) picked[namespace] = messages[namespace];
  }
  return picked;
}
