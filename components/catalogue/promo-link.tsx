'use client';

import { IntentLink } from '@/components/ui/intent-link';
import type { ReactNode } from 'react';
import type { DestinationAction } from '@/lib/catalogue/destinations';
import { openModalOnDemand } from '@/lib/modals/open-on-demand';

interface PromoLinkProps {
  /**
   * What the item does (destinationAction), decided where the promotion is: a server row hands this client leaf only
   * that, not the whole promotion, whose images and title artwork (about 2 kB each) it does not draw; they were
   * written into the home page's embedded data for each of its 15 promo links (27 of its 238 kB).
   */
  action: DestinationAction;
  className?: string;
  label?: string;
  children: ReactNode;
}

/** A promo item acting on its destination: a link, a new tab, the promo wizard or a text message (section 2). */
export function PromoLink({ action, className, label, children }: PromoLinkProps) {
  switch (action.kind) {
    case 'link':
      return action.newTab ? (
        <a href={action.href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label}>
          {children}
        </a>
      ) : (
        <IntentLink href={action.href} className={className} aria-label={label}>
          {children}
        </IntentLink>
      );
    case 'promo-wizard':
      return (
        <button type="button" className={className} aria-label={label} onClick={() => openModalOnDemand('promocode_wizard', {})}>
          {children}
        </button>
      );
    case 'message':
      return (
        <button type="button" className={className} aria-label={label} onClick={() => openModalOnDemand('message', { title: action.title, text: action.text })}>
          {children}
        </button>
      );
    default:
      return <span className={className}>{children}</span>;
  }
}
