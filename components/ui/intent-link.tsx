import { useLocale } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { localizedHref } from '@/lib/i18n/locale-paths';
import { INTENT_LINK_ATTRIBUTE } from '@/lib/navigation/intent-links';

type IntentLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link whose page is prefetched when the viewer shows intent (pointer over it, keyboard focus, touch), not when it
 * scrolls into view. Catalogue pages show dozens of cards of dynamic routes: viewport prefetch sent a request for
 * each (44 on the home page) that, with no loading boundary in those routes, carried only the shared layout, so it
 * cost the server without making the click faster; and an intercepted modal page changes the prefetch key, so
 * opening one sent them all again while the player was starting. On intent the whole page is prefetched instead.
 *
 * A plain anchor, not a client component: the shell's one IntentLinkNavigator routes its click and prefetches its page
 * (lib/navigation/intent-links), so a page of cards hydrates no component per card. An in-app address is the page in
 * the language being shown (issue 33).
 */
export function IntentLink({ href, ...props }: IntentLinkProps) {
  const locale = useLocale();
  return <a href={localizedHref(href, locale)} {...props} {...{ [INTENT_LINK_ATTRIBUTE]: '' }} />;
}
