'use client';

import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { savedUserLocale, syncUserLocale } from '@/lib/session/user-locale';
import { useCurrentUser } from '@/lib/session/use-current-user';

/** One re-render per page load at most: a server that does not honour the cookie must not loop. */
let rerendered = false;

/**
 * Applies the signed-in user's saved interface language (USER_LOCALE_COOKIE): the lang cookie chosen on this
 * browser first, then the user's setting, then Accept-Language.
 */
export function UserLocaleSync() {
  const { user } = useCurrentUser();
  const locale = useLocale();
  const router = useRouter();
  const saved = user ? savedUserLocale(user.settings) : undefined;
  useEffect(() => {
    if (saved === undefined) return;
    const { cookie, rerender } = syncUserLocale(saved, document.cookie, locale);
    if (cookie) document.cookie = cookie;
    if (rerender && !rerendered) {
      rerendered = true;
      router.refresh();
    }
  }, [saved, locale, router]);
  return null;
}
