'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import formStyles from '@/components/auth/form.module.css';
import { getBrowserApi } from '@/lib/api/browser';
import { createProfile, getAvatarCategories, updateProfile } from '@/lib/api/profiles';
import type { Profile, ProfileRole } from '@/lib/api/types/identity';
import { validateRequiredName } from '@/lib/rules/validation';
import styles from './profiles.module.css';
import { useApiErrorText } from '@/lib/alerts/use-api-error-text';
import { withPinOnDemand } from '@/lib/parental/browser-gate';
import { avatarCategoriesKey } from '@/lib/swr-keys/settings';
import { useWrite } from '@/lib/ui-state/use-write';
import { FormError } from '@/components/ui/form-error';

export interface ProfileFormProps {
  /** Null creates a new profile on save. */
  profile: Profile | null;
  onSaved(): void;
  onCancel(): void;
}

/**
 * Create or edit a profile: a required name, an avatar by category, and the child switch, which changes an
 * existing profile's role at once (core-session-account.md section 4).
 */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const t = useTranslations('profiles');
  const { data: categories } = useSWR(avatarCategoriesKey(), () => getAvatarCategories(getBrowserApi()));
  const [name, setName] = useState(profile?.name ?? '');
  const [role, setRole] = useState<ProfileRole>(profile?.role ?? 'adult');
  const [avatarId, setAvatarId] = useState<number | null>(profile?.iconAvatarId ?? null);
  const errorText = useApiErrorText();
  const { busy, run, error, setError } = useWrite({ inlineError: (failure) => errorText(failure, t('saveFailed')) });
  // An existing profile's child toggle saves at once, one save at a time.
  const toggle = useWrite();

  function toggleChild(child: boolean) {
    const next: ProfileRole = child ? 'child' : 'adult';
    if (!profile) {
      setRole(next);
      return;
    }
    void toggle.run(
      async () => {
        setRole(next);
        // A child profile unticking "child" is asked for the PIN by the platform; closing the PIN keeps it a child.
        const saved = await withPinOnDemand(() => updateProfile(getBrowserApi(), profile.id, { role: next }));
        if (saved === null) setRole(profile.role);
      },
      () => {
        setRole(profile.role);
        return false;
      },
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateRequiredName(name);
    if (!checked.ok) {
      setError(t('nameRequired'));
      return;
    }
    await run(async () => {
      const api = getBrowserApi();
      const input = { name: checked.value, role, iconAvatarId: avatarId ?? undefined };
      const saved = await withPinOnDemand(() => (profile ? updateProfile(api, profile.id, input) : createProfile(api, input)));
      if (saved !== null) onSaved();
    });
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate data-testid="profile-form">
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t('nameLabel')}</span>
        <input className={formStyles.input} name="profile-name" value={name} aria-invalid={error ? true : undefined} onChange={(event) => setName(event.target.value)} autoFocus />
      </label>
      <label className={formStyles.choice}>
        <input
          type="checkbox"
          checked={role === 'child'}
          disabled={toggle.busy}
          onChange={(event) => toggleChild(event.target.checked)}
        />
        {t('childLabel')}
      </label>
      {categories?.map((category) => (
        <fieldset key={category.id} className={formStyles.field}>
          <legend className={formStyles.label}>{category.title}</legend>
          <div className={styles.avatars}>
            {category.avatars.map((avatar) => (
              <button key={avatar.id} type="button" className={styles.avatarChoice} aria-pressed={avatarId === avatar.id} aria-label={t('avatar', { id: avatar.id })} onClick={() => setAvatarId(avatar.id)}>
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={avatar.src} alt="" width={48} height={48} />
              </button>
            ))}
          </div>
        </fieldset>
      ))}
      <FormError message={error} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={busy}>
          {t('save')}
        </button>
        <button type="button" className={formStyles.secondary} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
