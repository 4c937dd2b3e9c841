'use client';

import { LocalizedLink } from '@/components/ui/localized-link';
import { useLocale, useTranslations } from 'next-intl';
import { useSetAtom } from 'jotai';
import useSWR from 'swr';
import { getBrowserApi } from '@/lib/api/browser';
import { getPlatformResources } from '@/lib/api/platform';
import { updateCurrentUser } from '@/lib/api/users';
import { normalizeLocale } from '@/lib/i18n/locales';
import { switchLanguage } from '@/lib/i18n/switch-language';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { USER_LOCALE_SETTING } from '@/lib/session/user-locale';
import { preferLanguage, type TrackKind } from '@/lib/session/track-priorities';
import { trackPriorityAtoms } from '@/lib/session/track-priority-atoms';
import { useHydratedAtomValue } from '@/lib/ui-state/stored-atom';
import { LANGUAGE_PAGES } from './language-pages';
import styles from './settings.module.css';
import { debugLog } from '@/lib/debug-log';
import { platformResourcesKey } from '@/lib/swr-keys/settings';

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
          <LocalizedLink className={styles.menuItem} href={`/settings/language/${page}`}>
            {t(`languagePages.${page}`)}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Interface language: moves to this page in the chosen language (lib/i18n/switch-language.ts). A member's choice is
 * saved in the user's settings first, so their other browsers open in it (USER_LOCALE_COOKIE, written by
 * UserLocaleSync); the page load that follows would cut a save still in flight.
 */
export function InterfaceLanguage() {
  const locale = useLocale();
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
                const chosen = normalizeLocale(language.key);
                if (!chosen) return;
                // A failed save only leaves other browsers on the old language: this one moves anyway.
                saveForMember(language.key)
                  .catch((error: unknown) => debugLog.error('saving the interface language failed', error))
                  .finally(() => switchLanguage(chosen));
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
