import type { Locale } from './locales';

export type Messages = Record<string, unknown>;

/** One JSON file per locale under messages/; bundlers split them so a request loads only its own. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}
