'use client';

import type { MouseEvent, ReactNode } from 'react';
import { openModalOnDemand, type PlainModalId } from '@/lib/modals/open-on-demand';

const SMARTTV: PlainModalId = 'smarttv';

/**
 * Opens the smarttv modal where the viewer is (modals open by the address hash, core-session-account.md section 2).
 * A link to its hash, so a new tab or a copied address opens the same modal on load; a plain click opens it in place
 * through the controller, which writes the hash without adding a history entry that Back would then step over. The
 * controller loads on the first press (openModalOnDemand): the footer is in every page's first load.
 */
export function SmartTvLink({ className, children }: { className?: string; children: ReactNode }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openModalOnDemand(SMARTTV);
  };
  return (
    <a href={`#${SMARTTV}`} className={className} onClick={open}>
      {children}
    </a>
  );
}
