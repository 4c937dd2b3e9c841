'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { showInSavedLanguage } from '@/lib/i18n/switch-language';
import { savedUserLocale, syncUserLocale } from '@/lib/session/user-locale';
import { useShellViewer } from '@/lib/session/shell-viewer';

/** One move per page load at most: a server that does not honour the cookie must not loop. */
let moved = false;

/**
 * Applies the signed-in user's saved interface language (USER_LOCALE_COOKIE): the lang cookie chosen on this
 * browser first, then the user's setting, then Accept-Language. The language is the address's (issue 33), so the
 * viewer is moved to this page's address in their language, in place of this one in history.
 */
export function UserLocaleSync() {
  const { user } = useShellViewer();
  const locale = useLocale();
  const saved = user ? savedUserLocale(user.settings) : undefined;
  useEffect(() => {
    if (saved === undefined) return;
    const { cookie, rerender } = syncUserLocale(saved, document.cookie, locale);
    if (cookie) document.cookie = cookie;
    if (rerender && saved && !moved) {
      moved = true;
      showInSavedLanguage(saved);
    }
  }, [saved, locale]);
  return null;
}
