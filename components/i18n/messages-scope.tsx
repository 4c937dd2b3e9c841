'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import type { Messages } from '@/lib/i18n/messages';
import { scopeMessagesAtom } from '@/lib/i18n/scope-messages';

/**
 * Adds namespaces to the ones the provider above gives (a nested provider alone would replace them), and lends them
 * to the shell's alert host (unless `lend` is false: the host's own scope): an alert raised in a page names a key of
 * the page's namespaces.
 */
export function MessagesScope({
  messages,
  lend = true,
  children,
}: {
  messages: Messages;
  lend?: boolean;
  children: ReactNode;
}) {
  const locale = useLocale();
  const outer = useMessages();
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  const id = useId();
  const setScopes = useSetAtom(scopeMessagesAtom);
  useEffect(() => {
    if (!lend) return;
    setScopes((scopes) => ({ ...scopes, [id]: messages }));
    return () =>
      setScopes((scopes) => {
        const { [id]: _left, ...rest } = scopes;
        return rest;
      });
  }, [id, lend, messages, setScopes]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
