'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { openModal } from '@/lib/modals';
import { useShellViewer } from './use-shell-viewer';
import { isActiveHref } from './menu';
import styles from './bottom-nav.module.css';

type NavKey = 'home' | 'channels' | 'search' | 'my' | 'settings';

const ICONS: Record<NavKey, ReactNode> = {
  home: <path d="M4 11 12 4l8 7v9h-5v-6H9v6H4z" />,
  channels: <path d="M3 7h18v12H3zM8 3l4 4 4-4" />,
  search: <path d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 21 21" />,
  my: <path d="M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z" />,
  settings: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
};

function Icon({ name }: { name: NavKey }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      {ICONS[name]}
    </svg>
  );
}

/** Bottom navigation bar on mobile widths (header, section 4); CSS shows it only up to 1023 px. */
export function BottomNav() {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const { user } = useShellViewer();
  const member = Boolean(user && !user.isGuest);
  const items: { key: NavKey; href: string }[] = [
    { key: 'home', href: '/' },
    { key: 'channels', href: '/channels' },
  ];
  if (user) items.push({ key: 'search', href: '/search' });
  if (member && user?.profile?.role !== 'child') items.push({ key: 'my', href: '/my' });
  if (user) items.push({ key: 'settings', href: '/settings' });

  return (
    <nav className={styles.bar} aria-label={t('bottomNav')}>
      <ul className={styles.list}>
        {items.map(({ key, href }) => (
          <li key={key}>
            <Link href={href} className={styles.link} aria-current={isActiveHref(href, pathname) ? 'page' : undefined}>
              <Icon name={key} />
              <span>{t(`nav.${key}`)}</span>
            </Link>
          </li>
        ))}
        {!member && (
          <li>
            <button type="button" className={styles.link} onClick={() => openModal('auth')}>
              <Icon name="settings" />
              <span>{t('signIn')}</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
