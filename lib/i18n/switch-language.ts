import { switchLocaleHref } from './locale-paths';
import { LOCALE_COOKIE, LOCALE_COOKIE_SECONDS, type Locale } from './locales';

type PageWindow = Pick<Window, 'location'> & { document: Pick<Document, 'cookie'> };

/** The lang cookie of an explicit choice, as document.cookie takes it. */
export function chosenLocaleCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_SECONDS}; SameSite=Lax`;
}

function addressIn(locale: Locale, win: PageWindow): string {
  const { pathname, search, hash } = win.location;
  return switchLocaleHref(`${pathname}${search}${hash}`, locale);
}

/**
 * The viewer chose another language: it is kept, and this page's address in it is loaded whole (issue 33), since
 * every part of the page (its layout's lang, metadata, the shell's texts) comes from that language's rendering. The
 * query and the hash (an open modal) go along.
 */
export function switchLanguage(locale: Locale, win: PageWindow = window): void {
  win.document.cookie = chosenLocaleCookie(locale);
  win.location.assign(addressIn(locale, win));
}

/** Shows this page in the language saved on the viewer's account, in place of this address in history. */
export function showInSavedLanguage(locale: Locale, win: PageWindow = window): void {
  win.location.replace(addressIn(locale, win));
}
