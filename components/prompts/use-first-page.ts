'use client';

import { useRoutePathname } from '@/lib/i18n/use-localized-router';
import { useState } from 'react';
import { keepsPermissionPrompt } from '@/lib/rules/notifications';

/**
 * True while the viewer is still on the page the visit started on. The permission prompt is hidden on navigation
 * past the first step (section 4), so it only applies there.
 */
export function useOnFirstPage(): boolean {
  const pathname = useRoutePathname();
  const [first] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  // Once left, the first page does not count as first again on return; adjusting state while rendering is React's
  // pattern for state derived from a changed value.
  if (!navigated && pathname !== first) setNavigated(true);
  return keepsPermissionPrompt(navigated || pathname !== first ? 1 : 0);
}
