'use client';

import { useRoutePathname } from '@/lib/i18n/use-localized-router';
import { useEffect } from 'react';
import { notePathname } from '@/lib/modals/in-app-history';

/** Feeds every page change to the in-app history that modal pages consult for "back". */
export function NavigationTracker() {
  const pathname = useRoutePathname();
  useEffect(() => notePathname(pathname), [pathname]);
  return null;
}
