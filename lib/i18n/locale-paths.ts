import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales';

/**
 * One public address per language (issue 33), next-intl's `localePrefix: 'as-needed'` shape: the provider's default
 * language at the bare address (`/contents/x`), every other language under its code (`/kk/contents/x`). The address
 * alone names the language, so a cache keyed by URL can never serve one language's page to another's visitor.
 */

export interface LocalePath {
  /** The language the address names by its prefix; null for a bare address (the default language). */
  prefix: Locale | null;
  /** The address without the prefix: the app's own route (`/contents/x`, `/`). */
  path: string;
}

/** Splits `/kk/contents/x` into `kk` and `/contents/x`; an address whose first segment is no language is bare. */
export function splitLocalePath(pathname: string): LocalePath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match || !isLocale(match[1])) return { prefix: null, path: pathname };
  return { prefix: match[1], path: match[2] || '/' };
}

/** The language a page address is served in. */
export function addressLocale(pathname: string): Locale {
  return splitLocalePath(pathname).prefix ?? DEFAULT_LOCALE;
}

/** The app's route of an address, without its language prefix. */
export function unprefixedPath(pathname: string): string {
  return splitLocalePath(pathname).path;
}

/**
 * Addresses that are files or services, not pages: they have no language version (the API, Next's assets, the
 * sitemap, icons, the manifest).
 */
const LANGUAGE_FREE = /^\/(api|_next|sitemaps?)(\/|\.|$)|\.[a-z0-9]+$/i;

/**
 * The address of an in-app page in a language: `/contents/x` in `kk` is `/kk/contents/x`, in the default language it
 * stays bare. Takes a path with its query and hash; an outer link, a hash or query alone, a file, or an address that
 * already names a language is returned as it is.
 */
export function localizedHref(href: string, locale: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const { pathname, rest } = splitHref(href);
  if (LANGUAGE_FREE.test(pathname) || splitLocalePath(pathname).prefix) return href;
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return href;
  return `/${locale}${pathname === '/' ? '' : pathname}${rest}`;
}

/** An address's path, and its query and hash as written (`rest`, empty when it has neither). */
function splitHref(href: string): { pathname: string; rest: string } {
  const end = href.search(/[?#]/);
  return end === -1 ? { pathname: href, rest: '' } : { pathname: href.slice(0, end), rest: href.slice(end) };
}

/** An in-app address in the language of the page at `pathname` (for navigations outside React: history, location). */
export function localizedForPage(href: string, pathname: string): string {
  return localizedHref(href, addressLocale(pathname));
}

/** The same page in another language: `/kk/contents/x?a=1` in `en` is `/en/contents/x?a=1`. */
export function switchLocaleHref(href: string, locale: Locale): string {
  const { pathname, rest } = splitHref(href);
  return localizedHref(`${unprefixedPath(pathname)}${rest}`, locale);
}

/** Every language version of a page, for `hreflang` alternates and the sitemap. */
export function languageVersions(path: string, locales: readonly Locale[] = LOCALES): { locale: Locale; path: string }[] {
  return locales.map((locale) => ({ locale, path: localizedHref(path, locale) }));
}

/**
 * Every language version of a page for `<link rel="alternate" hreflang>`, and `x-default` at the default language's
 * bare address (issue 33). The set is the same on every version, so each lists all the others (Google's rule).
 */
export function languageAlternates(origin: string, path: string): Record<string, string> {
  const versions = languageVersions(path);
  return {
    ...Object.fromEntries(versions.map((version) => [version.locale, `${origin}${version.path}`])),
    'x-default': `${origin}${localizedHref(path, DEFAULT_LOCALE)}`,
  };
}
