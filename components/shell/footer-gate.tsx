'use client';

import { useRoutePathname } from '@/lib/i18n/use-localized-router';
import type { ReactNode } from 'react';
import { FOOTER_HIDDEN_PATHS } from './constants';
import { isEmbedPath } from '@/lib/request-gate/rules';

export function isFooterHidden(pathname: string): boolean {
  return (FOOTER_HIDDEN_PATHS as readonly string[]).includes(pathname.replace(/\/$/, '')) || isEmbedPath(pathname);
}

/** Leaves the footer out on /gift, /promo/lovi, /account_mobile and embed routes. */
export function FooterGate({ children }: { children: ReactNode }) {
  const pathname = useRoutePathname();
  return isFooterHidden(pathname) ? null : <>{children}</>;
}

/** Embed routes show only their player: no header, bottom nav or footer. */
export function EmbedGate({ children }: { children: ReactNode }) {
  const pathname = useRoutePathname();
  return isEmbedPath(pathname) ? null : <>{children}</>;
}
