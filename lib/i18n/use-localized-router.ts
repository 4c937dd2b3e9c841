import { usePathname, useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { localizedHref, unprefixedPath } from './locale-paths';

type AppRouter = ReturnType<typeof useRouter>;

/**
 * Next's router whose in-app addresses are the pages in the language being shown (issue 33): `push('/channels')` on
 * a Kazakh page goes to `/kk/channels`. Outer links and addresses that already name a language pass as they are.
 */
export function useLocalizedRouter(): AppRouter {
  const router = useRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href, ...options) => router.push(localizedHref(href, locale), ...options),
      replace: (href, ...options) => router.replace(localizedHref(href, locale), ...options),
      prefetch: (href, ...options) => router.prefetch(localizedHref(href, locale), ...options),
    }),
    [router, locale],
  );
}

/** The app's route of the page on screen, without its language prefix: what menus and rules compare against. */
export function useRoutePathname(): string {
  return unprefixedPath(usePathname());
}
