'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useRoutePathname } from '@/lib/i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import type { CSSProperties, ReactNode } from 'react';
import { openModalOnDemand, type PlainModalId } from '@/lib/modals/open-on-demand';
import { useShellViewer } from '@/lib/session/shell-viewer';
import { isActiveHref } from './menu';
import styles from './bottom-nav.module.css';

type NavKey = 'home' | 'channels' | 'search' | 'my' | 'profiles' | 'settings';

const ICONS: Record<NavKey, ReactNode> = {
  home: <path d="M4 11 12 4l8 7v9h-5v-6H9v6H4z" />,
  channels: <path d="M3 7h18v12H3zM8 3l4 4 4-4" />,
  search: <path d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 21 21" />,
  my: <path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z" />,
  profiles: <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20a7 7 0 0 1 14 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18.5 14A6 6 0 0 1 22 20" />,
  settings: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
};

type NavItem = { icon: NavKey; text: string } & ({ href: string } | { opens: PlainModalId });

function Icon({ name }: { name: NavKey }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      {ICONS[name]}
    </svg>
  );
}

/**
 * Bottom navigation bar on mobile widths (header, section 4); CSS shows it only up to 1023 px. While start-up runs
 * (and in the server's HTML) it shows a guest's items, as most first visits end: with three items until start-up
 * was done, every item slid and narrowed when the guest's five came (Lighthouse, mobile: a layout shift of 0.006).
 * Every viewer gets five places: a child profile, for whom "my" is hidden (menu page 1000), gets the profile chooser
 * in its place, the way back to a parent's profile on a phone; with four, every item slid once start-up knew the
 * profile (a layout shift of 0.005 on each load).
 */
export function BottomNav() {
  const t = useTranslations('shell');
  const pathname = useRoutePathname();
  const { user, isLoading } = useShellViewer();
  const member = Boolean(user && !user.isGuest);
  // A place either leads to a page or opens a dialog over this one (the profile chooser, sign-in).
  const items: NavItem[] = [
    { icon: 'home', text: t('nav.home'), href: '/' },
    { icon: 'channels', text: t('nav.channels'), href: '/channels' },
  ];
  if (user || isLoading) items.push({ icon: 'search', text: t('nav.search'), href: '/search' });
  if (member) {
    items.push(
      user?.profile?.role === 'child'
        ? { icon: 'profiles', text: t('nav.profiles'), opens: 'profiles' }
        : { icon: 'my', text: t('nav.my'), href: '/my' },
    );
  }
  if (user || isLoading) items.push({ icon: 'settings', text: t('nav.settings'), href: '/settings' });
  if (!member) items.push({ icon: 'settings', text: t('signIn'), opens: 'auth' });

  // The columns are counted before the items: a slow phone lays out the HTML as it parses it, and items sharing the
  // width among those parsed so far slid when the rest came.
  const columns = { '--nav-items': items.length } as CSSProperties;
  return (
    <nav className={styles.bar} aria-label={t('bottomNav')}>
      <ul className={styles.list} style={columns}>
        {/* Keyed by place: a member's "my" takes the guest's fourth place in it, and no item slides to another. */}
        {items.map((item, place) => (
          <li key={place}>
            {'opens' in item ? (
              <button type="button" className={styles.link} onClick={() => openModalOnDemand(item.opens)}>
                <Icon name={item.icon} />
                <span>{item.text}</span>
              </button>
            ) : (
              <IntentLink href={item.href} className={styles.link} aria-current={isActiveHref(item.href, pathname) ? 'page' : undefined}>
                <Icon name={item.icon} />
                <span>{item.text}</span>
              </IntentLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
