import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickNamespaces } from '@/lib/i18n/client-messages';
import { MessagesScope } from './messages-scope';

/**
 * The client leaves of a page get the namespaces they use, beside the shell's: a page's HTML carries those instead of
 * the whole catalogue. Wrap the page's whole output (client-messages.test.ts reads the list from here and fails when a
 * client leaf under it uses a namespace it does not name).
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = pickNamespaces(await getMessages(), namespaces);
  return <MessagesScope messages={messages}>{children}</MessagesScope>;
}
