'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import type { Messages } from '@/lib/i18n/messages';

/** Adds namespaces to the ones the provider above gives (a nested provider alone would replace them). */
export function MessagesScope({ messages, children }: { messages: Messages; children: ReactNode }) {
  const locale = useLocale();
  const outer = useMessages();
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
