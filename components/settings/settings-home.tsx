'use client';

import { LocalizedLink } from '@/components/ui/localized-link';
import { useTranslations } from 'next-intl';
import { useAtomValue } from 'jotai';
import { ProfileTiles } from '@/components/profiles/profile-tiles';
import { useChooseProfile, useProfiles } from '@/components/profiles/use-profiles';
import { modalFeaturesAtom, openModal } from '@/lib/modals';
import { showCreateProfileTile } from '@/lib/rules/validation';
import { openSignIn } from '@/lib/session/use-auth-gate';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { SETTINGS_START_PAGE } from './settings-return';
import styles from './settings.module.css';

/** /settings: the profiles (at most 5, a create tile), then account, promo code (if allowed) and support links. */
export function SettingsHome() {
  const t = useTranslations('settings');
  const { user, isLoading } = useCurrentUser();
  const { data: profiles } = useProfiles(Boolean(user && !user.isGuest));
  const choose = useChooseProfile();
  const features = useAtomValue(modalFeaturesAtom);
  const support = user?.provider.support;
  const parentalActive = user?.parentalStatus === 'set';
  return (
    <>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('profiles')}</h2>
        {user?.isGuest || (!user && !isLoading) ? (
          // Guests and visitors without a session have no profiles to load: offer sign-in where they would be,
          // instead of a skeleton for ever.
          <button type="button" className={styles.primary} onClick={() => openSignIn({ target: SETTINGS_START_PAGE })}>
            {t('signIn')}
          </button>
        ) : profiles ? (
          <ProfileTiles profiles={profiles} activeId={user?.profile?.id ?? null} onChoose={choose} showCreate={showCreateProfileTile(profiles.length, parentalActive)} />
        ) : (
          <div className={styles.skeleton} aria-busy="true" />
        )}
      </section>
      <ul className={styles.menu}>
        <li>
          <LocalizedLink className={styles.menuItem} href="/settings/account">
            {t('account')}
          </LocalizedLink>
        </li>
        {features.promoCodes && (
          <li>
            <button type="button" className={styles.menuItem} onClick={() => openModal('promocode')}>
              {t('promoCode')}
            </button>
          </li>
        )}
        {support && (support.phone || support.email) && (
          <li>
            <a className={styles.menuItem} href={support.phone ? `tel:${support.phone}` : `mailto:${support.email}`}>
              {t('support')}
              <span className={styles.muted}>{support.phone || support.email}</span>
            </a>
          </li>
        )}
      </ul>
    </>
  );
}
