'use client';

import { LocalizedLink } from '@/components/ui/localized-link';
import { useRoutePathname } from '@/lib/i18n/use-localized-router';
import { useTranslations } from 'next-intl';
import { useAtomValue } from 'jotai';
import styles from '@/components/ui/dropdown.module.css';
import { LogoutButton } from './logout-button';
import { rememberSettingsReturn } from './settings-return';
import { useAccountLink } from './use-account-link';
import { modalFeaturesAtom, openModal } from '@/lib/modals';
import { canCreateProfile } from '@/lib/rules/validation';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { useChooseProfile, useProfiles } from '@/components/profiles/use-profiles';

/**
 * The avatar drop-down's menu (core-session-account.md section 2): name or phone, the profiles plus a new tile while
 * fewer than 5, profile management, subscriptions or the account link, parental settings, promo code, support
 * and logout.
 */
export function AccountPanel({ name, close }: { name: string; close: () => void }) {
  const t = useTranslations('profiles');
  const ts = useTranslations('settings');
  const pathname = useRoutePathname();
  const { user } = useCurrentUser();
  const accountLink = useAccountLink();
  const features = useAtomValue(modalFeaturesAtom);
  const { data: profiles } = useProfiles(true);
  const choose = useChooseProfile();
  if (!user) return null;
  const support = user.provider.support;
  const leave = () => {
    rememberSettingsReturn(pathname);
    close();
  };

  return (
    <div className={styles.panel} data-testid="account-dropdown">
      <p className={styles.heading}>{name}</p>
      <ul className={styles.profiles}>
        {profiles?.map((profile) => (
          <li key={profile.id}>
            <button type="button" className={styles.profile} aria-current={profile.id === user.profile?.id ? 'true' : undefined} onClick={async () => (await choose(profile)) && close()}>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={profile.icon ?? ''} alt="" width={44} height={44} />
              <span className={styles.profileName}>{profile.name}</span>
            </button>
          </li>
        ))}
        {profiles && canCreateProfile(profiles.length) && (
          <li>
            <LocalizedLink className={styles.profile} href="/settings/profiles?new=1" onClick={leave}>
              <span className={styles.plus} aria-hidden="true">
                +
              </span>
              <span className={styles.profileName}>{t('create')}</span>
            </LocalizedLink>
          </li>
        )}
      </ul>
      <div className={styles.separator} />
      <LocalizedLink className={styles.item} href="/settings/profiles" onClick={leave}>
        {t('manage')}
      </LocalizedLink>
      {accountLink ? (
        <a className={styles.item} href={accountLink.url} target="_blank" rel="noopener noreferrer" onClick={close}>
          {accountLink.label}
        </a>
      ) : (
        <LocalizedLink className={styles.item} href="/settings/subscriptions" onClick={leave}>
          {ts('subscriptions')}
        </LocalizedLink>
      )}
      <LocalizedLink className={styles.item} href="/settings/parental" onClick={leave}>
        {ts('parental')}
      </LocalizedLink>
      <LocalizedLink className={styles.item} href="/settings" onClick={leave}>
        {ts('title')}
      </LocalizedLink>
      {features.promoCodes && (
        <button type="button" className={styles.item} onClick={() => { close(); openModal('promocode'); }}>
          {ts('promoCode')}
        </button>
      )}
      {(support.phone || support.email) && (
        <a className={styles.item} href={support.phone ? `tel:${support.phone}` : `mailto:${support.email}`}>
          {ts('support')}
        </a>
      )}
      <div className={styles.separator} />
      <LogoutButton className={styles.item} onDone={close} />
    </div>
  );
}
