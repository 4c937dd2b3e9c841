'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { isActiveHref, isOuterLink, menuPageHref, type MenuPage } from './menu';

/** A menu page link: outer links open the other site in a new tab, app pages mark the current one. */
export function PageLink({ page, pathname, className, onClick }: { page: MenuPage; pathname: string; className: string; onClick?: () => void }) {
  const href = menuPageHref(page);
  if (isOuterLink(page)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {page.title}
      </a>
    );
  }
  return (
    <IntentLink href={href} className={className} aria-current={isActiveHref(href, pathname) ? 'page' : undefined} onClick={onClick}>
      {page.title}
    </IntentLink>
  );
}
