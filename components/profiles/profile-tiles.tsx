'use client';

import { LocalizedLink } from '@/components/ui/localized-link';
import { useTranslations } from 'next-intl';
import type { Profile } from '@/lib/api/types/identity';
import { MAX_PROFILES } from '@/lib/rules/validation';
import styles from './profiles.module.css';

export interface ProfileTilesProps {
  profiles: Profile[];
  activeId: number | null;
  onChoose(profile: Profile): void;
  /** Shows the new-profile tile (fewer than 5 profiles, and no parental settings active where the spec says so). */
  showCreate: boolean;
}

/** Profile tiles: name, icon, active mark, at most 5; a create tile leads to profile management. */
export function ProfileTiles({ profiles, activeId, onChoose, showCreate }: ProfileTilesProps) {
  const t = useTranslations('profiles');
  return (
    <ul className={styles.grid} data-testid="profile-tiles">
      {profiles.slice(0, MAX_PROFILES).map((profile) => (
        <li key={profile.id}>
          <button
            type="button"
            className={`${styles.tile} ${profile.id === activeId ? styles.active : ''}`}
            aria-current={profile.id === activeId ? 'true' : undefined}
            onClick={() => onChoose(profile)}
          >
            {/* Avatars are small platform SVGs of fixed size; next/image adds nothing for them. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img className={styles.avatar} src={profile.icon ?? ''} alt="" width={72} height={72} />
            <span className={styles.name}>{profile.name}</span>
            {profile.id === activeId && <span className={styles.mark}>{t('active')}</span>}
            {profile.role === 'child' && profile.id !== activeId && <span className={styles.mark}>{t('child')}</span>}
          </button>
        </li>
      ))}
      {showCreate && (
        <li>
          <LocalizedLink className={styles.tile} href="/settings/profiles?new=1">
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
            <span className={styles.name}>{t('create')}</span>
          </LocalizedLink>
        </li>
      )}
    </ul>
  );
}
