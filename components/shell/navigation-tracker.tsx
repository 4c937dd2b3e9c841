'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { notePathname } from '@/lib/modals/in-app-history';

/** Feeds every page change to the in-app history that modal pages consult for "back". */
export function NavigationTracker() {
  const pathname = usePathname();
  useEffect(() => notePathname(pathname), [pathname]);
  return null;
}
