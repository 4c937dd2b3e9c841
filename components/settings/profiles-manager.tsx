'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useErrorHandler } from '@/lib/alerts/use-error-handler';
import { confirmAction } from '@/lib/modals/confirm';
import settingsStyles from './settings.module.css';
import { getBrowserApi } from '@/lib/api/browser';
import { deleteProfile } from '@/lib/api/profiles';
import type { Profile } from '@/lib/api/types/identity';
import { ensureParentalAccess } from '@/lib/parental/browser-gate';
import { canCreateProfile, MAX_PROFILES } from '@/lib/rules/validation';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { currentUserKey } from '@/lib/swr-keys/account';
import { ProfileForm } from '@/components/profiles/profile-form';
import { useChooseProfile, useProfiles } from '@/components/profiles/use-profiles';

type Editing = { profile: Profile | null } | null;

/** Profile management: at most 5, create, edit (adult profiles behind the PIN), delete (not the active one). */
export function ProfilesManager() {
  const t = useTranslations('profiles');
  const handleError = useErrorHandler();
  const { mutate } = useSWRConfig();
  const { user } = useCurrentUser();
  const { data: profiles, mutate: reload } = useProfiles();
  const choose = useChooseProfile();
  const startNew = useSearchParams().get('new') === '1';
  const [editing, setEditing] = useState<Editing>(startNew ? { profile: null } : null);
  const activeId = user?.profile?.id ?? null;

  if (!profiles) return <div className={settingsStyles.skeleton} aria-busy="true" />;
  const canCreate = canCreateProfile(profiles.length);

  async function edit(profile: Profile) {
    if (profile.role === 'adult' && !(await ensureParentalAccess('profile'))) return;
    setEditing({ profile });
  }

  async function remove(profile: Profile) {
    const confirmed = await confirmAction({ title: t('deleteTitle'), text: t('deleteText', { name: profile.name }), confirm: t('delete'), cancel: t('cancel') });
    if (!confirmed) return;
    try {
      await deleteProfile(getBrowserApi(), profile.id);
      await reload();
    } catch (error) {
      handleError(error, { display: 'modal' });
    }
  }

  if (editing && (editing.profile || canCreate)) {
    return (
      <ProfileForm
        profile={editing.profile}
        onCancel={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await Promise.all([reload(), mutate(currentUserKey())]);
        }}
      />
    );
  }

  return (
    <div className={settingsStyles.section}>
      <ul className={settingsStyles.list} data-testid="profiles">
        {profiles.map((profile) => (
          <li key={profile.id} className={settingsStyles.row} data-testid="profile-row">
            <div className={settingsStyles.rowMain}>
              <strong>{profile.name}</strong>
              <span className={settingsStyles.muted}>
                {profile.role === 'child' ? t('child') : t('adult')}
                {profile.id === activeId && ` · ${t('active')}`}
              </span>
            </div>
            {profile.id !== activeId && (
              <button type="button" className={settingsStyles.secondary} onClick={() => choose(profile)}>
                {t('choose')}
              </button>
            )}
            <button type="button" className={settingsStyles.secondary} onClick={() => edit(profile)}>
              {t('edit')}
            </button>
            {profile.id !== activeId && (
              <button type="button" className={settingsStyles.danger} onClick={() => remove(profile)}>
                {t('delete')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {canCreate ? (
        <button type="button" className={settingsStyles.primary} onClick={() => setEditing({ profile: null })}>
          {t('create')}
        </button>
      ) : (
        <p className={settingsStyles.muted} role="note">
          {t('limitReached', { count: MAX_PROFILES })}
        </p>
      )}
    </div>
  );
}
