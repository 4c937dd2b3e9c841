'use client';

import { useLocale } from 'next-intl';
import { useEffect, useReducer, type ComponentType } from 'react';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { loadMessages, type Messages } from '@/lib/i18n/messages';
import { MessagesScope } from './messages-scope';

const pending = new Map<string, Promise<Messages>>();
const loaded = new Map<string, Messages>();

/** A locale's whole catalogue as a script chunk of its own: fetched once, then cached by the browser like any chunk. */
function loadCatalogue(locale: string): Promise<Messages> {
  const known = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let promise = pending.get(known);
  if (!promise) {
    promise = loadMessages(known).then((messages) => {
      loaded.set(known, messages);
      return messages;
    });
    pending.set(known, promise);
  }
  return promise;
}

/**
 * The component inside the whole catalogue of the page's language, once that has loaded. Runs in the browser only
 * (withCatalogue's parts have ssr: false), where the root layout's `<html lang>` names the page's locale.
 */
export async function inCatalogue<Props extends object>(
  Component: ComponentType<Props>,
): Promise<ComponentType<Props>> {
  await loadCatalogue(document.documentElement.lang);
  function WithCatalogue(props: Props) {
    const locale = useLocale();
    const [, loadedOne] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (!loaded.has(locale)) void loadCatalogue(locale).then(loadedOne);
    }, [locale]);
    // After a language switch the previous catalogue serves until the new one arrives.
    const messages = loaded.get(locale) ?? [...loaded.values()][0];
    return (
      <MessagesScope messages={messages}>
        <Component {...props} />
      </MessagesScope>
    );
  }
  return WithCatalogue;
}
