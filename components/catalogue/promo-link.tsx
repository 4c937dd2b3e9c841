'use client';

import { IntentLink } from '@/components/ui/intent-link';
import type { ReactNode } from 'react';
import type { Promotion } from '@/lib/api/types/catalogue';
import { destinationAction } from '@/lib/catalogue/destinations';
import { openModal, openMessage } from '@/lib/modals';

interface PromoLinkProps {
  promotion: Pick<Promotion, 'destination' | 'title' | 'description'>;
  providerIsOtt: boolean;
  className?: string;
  label?: string;
  children: ReactNode;
}

/** A promo item acting on its destination: a link, a new tab, the promo wizard or a text message (section 2). */
export function PromoLink({ promotion, providerIsOtt, className, label, children }: PromoLinkProps) {
  const action = destinationAction(promotion, providerIsOtt);
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
        <button type="button" className={className} aria-label={label} onClick={() => openModal('promocode_wizard', {})}>
          {children}
        </button>
      );
    case 'message':
      return (
        <button type="button" className={className} aria-label={label} onClick={() => openMessage({ title: action.title, text: action.text })}>
          {children}
        </button>
      );
    default:
      return <span className={className}>{children}</span>;
  }
}
