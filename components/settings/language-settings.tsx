'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useSetAtom } from 'jotai';
import useSWR from 'swr';
import { getBrowserApi } from '@/lib/api/browser';
import { getPlatformResources } from '@/lib/api/platform';
import { updateCurrentUser } from '@/lib/api/users';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { USER_LOCALE_SETTING } from '@/lib/session/user-locale';
import { preferLanguage, type TrackKind } from '@/lib/session/track-priorities';
import { trackPriorityAtoms } from '@/lib/session/track-priority-atoms';
import { useHydratedAtomValue } from '@/lib/ui-state/stored-atom';
import { LANGUAGE_PAGES } from './language-pages';
import styles from './settings.module.css';
import { debugLog } from '@/lib/debug-log';
import { platformResourcesKey } from '@/lib/swr-keys/settings';


const LOCALE_COOKIE_SECONDS = 60 * 60 * 24 * 365;
const NO_PRIORITY: string[] = [];

function useResources() {
  return useSWR(platformResourcesKey(), () => getPlatformResources(getBrowserApi()));
}

export function LanguageMenu() {
  const t = useTranslations('settings');
  return (
    <ul className={styles.menu}>
      {LANGUAGE_PAGES.map((page) => (
        <li key={page}>
          <Link className={styles.menuItem} href={`/settings/language/${page}`}>
            {t(`languagePages.${page}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Interface language: sets the lang cookie and renders the app again in it. A member's choice is also saved in the
 * user's settings, so their other browsers open in it (USER_LOCALE_COOKIE, written by UserLocaleSync).
 */
export function InterfaceLanguage() {
  const locale = useLocale();
  const router = useRouter();
  const { data } = useResources();
  const { user, refresh } = useCurrentUser();

  async function saveForMember(chosen: string) {
    // Chosen before start-up said who this is: ask, so a member's choice is not lost to a quick click.
    const viewer = user ?? (await import('@/lib/session/load-current-user').then((module) => module.loadCurrentUser()));
    if (!viewer || viewer.isGuest) return;
    const updated = await updateCurrentUser(getBrowserApi(), { settings: { [USER_LOCALE_SETTING]: chosen } });
    await refresh(updated, { revalidate: false });
  }

  if (!data) return <div className={styles.skeleton} aria-busy="true" />;
  return (
    <ul className={styles.menu}>
      {data.languages
        .filter((language) => language.isInterface)
        .map((language) => (
          <li key={language.key}>
            <button
              type="button"
              className={styles.menuItem}
              aria-pressed={language.key === locale}
              onClick={() => {
                document.cookie = `${LOCALE_COOKIE}=${language.key}; Path=/; Max-Age=${LOCALE_COOKIE_SECONDS}; SameSite=Lax`;
                router.refresh();
                // The choice already applies here; a failed save only leaves other browsers on the old language.
                saveForMember(language.key).catch((error: unknown) => debugLog.error('saving the interface language failed', error));
              }}
            >
              {language.name}
              {language.key === locale && <span aria-hidden="true">✓</span>}
            </button>
          </li>
        ))}
    </ul>
  );
}

/** Audio or subtitle language priority, stored locally; the chosen language goes first. */
export function TrackLanguages({ kind }: { kind: TrackKind }) {
  const { data } = useResources();
  // The server has no storage and renders the platform order.
  const order = useHydratedAtomValue(trackPriorityAtoms[kind], NO_PRIORITY);
  const setOrder = useSetAtom(trackPriorityAtoms[kind]);
  if (!data) return <div className={styles.skeleton} aria-busy="true" />;
  const languages = kind === 'audio' ? data.audioLanguages : data.textLanguages;
  const keys = [...languages].sort((a, b) => a.priority - b.priority).map((language) => language.key);
  const first = order.find((key) => keys.includes(key)) ?? keys[0];
  return (
    <ul className={styles.menu}>
      {languages.map((language) => (
        <li key={language.key}>
          <button
            type="button"
            className={styles.menuItem}
            aria-pressed={language.key === first}
            onClick={() => {
              const next = preferLanguage(order, keys, language.key);
              setOrder(next);
            }}
          >
            {language.name}
            {language.key === first && <span aria-hidden="true">✓</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
