'use client';

import { useEffect } from 'react';
import { keepEarlyClicks } from '@/lib/catalogue/early-clicks';

/** Keeps the clicks that come before the analytics tracker has loaded, from hydration on (lib/catalogue/early-clicks). */
export function EarlyClickKeeper() {
  useEffect(() => keepEarlyClicks(), []);
  return null;
}
