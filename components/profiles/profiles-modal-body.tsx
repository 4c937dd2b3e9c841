'use client';

import { LocalizedLink } from '@/components/ui/localized-link';
import { useTranslations } from 'next-intl';
import formStyles from '@/components/auth/form.module.css';
import type { ModalBodyProps } from '@/components/modals/modal-body';
import { showCreateProfileTile } from '@/lib/rules/validation';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { ProfileTiles } from './profile-tiles';
import { useChooseProfile, useProfiles } from './use-profiles';

/** The profiles modal: choose who is watching (it closes in 600 ms, section 9). */
export function ProfilesModalBody({ close }: ModalBodyProps<'profiles'>) {
  const t = useTranslations('profiles');
  const { user } = useCurrentUser();
  const { data: profiles } = useProfiles(Boolean(user && !user.isGuest));
  const choose = useChooseProfile();
  return (
    <div className={formStyles.form}>
      <p className={formStyles.hint}>{t('title')}</p>
      {profiles && (
        <ProfileTiles
          profiles={profiles}
          activeId={user?.profile?.id ?? null}
          showCreate={showCreateProfileTile(profiles.length, user?.parentalStatus === 'set')}
          onChoose={async (profile) => {
            if (await choose(profile)) close();
          }}
        />
      )}
      <LocalizedLink className={formStyles.link} href="/settings/profiles" onClick={close}>
        {t('manage')}
      </LocalizedLink>
    </div>
  );
}
