'use client';

import { useRoutePathname } from '@/lib/i18n/use-localized-router';
import { useEffect } from 'react';
import { safeDecode } from '@/lib/security/cookie-header';

/** "The body gets a class page_{first path segment}" (core-session-account.md section 2); home is page_home. */
export function bodyClassFor(pathname: string): string {
  const segment = pathname.split('/').find(Boolean);
  return `page_${segment ? safeDecode(segment) : 'home'}`;
}

export function BodyClass() {
  const pathname = useRoutePathname();
  useEffect(() => {
    document.body.className = bodyClassFor(pathname);
  }, [pathname]);
  return null;
}
