'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { useErrorHandler } from '@/lib/alerts/use-error-handler';
import formStyles from '@/components/auth/form.module.css';
import settingsStyles from './settings.module.css';
import { getBrowserApi } from '@/lib/api/browser';
import { updateDevice } from '@/lib/api/devices';
import { sendParentalCode } from '@/lib/api/users';
import { getPlatformConfiguration } from '@/lib/api/platform';
import type { ParentalSettings as DeviceParentalSettings } from '@/lib/api/types/identity';
import { openMessage, openModal } from '@/lib/modals';
import { ensureParentalAccess, isMissingDevice, loadCurrentDeviceSettings, withPinOnDemand } from '@/lib/parental/browser-gate';
import { PARENTAL_SETTING_KEYS } from '@/lib/parental/settings';
import { parentalChannelsValue } from '@/lib/rules/parental';
import { currentDeviceId } from '@/lib/session/device-cookie';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { parentalConfigurationKey, parentalSettingsKey } from '@/lib/swr-keys/settings';

interface ParentalSettingsProps {
  /** The PIN was already given for this view (the #parental modal, opened again after the PIN question). */
  unlocked?: boolean;
  /** Shows the view again after the PIN question, which takes the place of a modal (one modal at a time). */
  reopen?: () => void;
}

/**
 * Parental settings (/settings/parental, /lk_parental, #parental): create or change the PIN, send it by SMS, and the
 * device's switches for profile, program, vod, channel, pay and settings with the PIN duration.
 */
export function ParentalSettings({ unlocked: grantedBefore = false, reopen }: ParentalSettingsProps = {}) {
  const t = useTranslations('parental');
  const handleError = useErrorHandler();
  const { user } = useCurrentUser();
  const [unlocked, setUnlocked] = useState(grantedBefore);
  const pinSet = user?.parentalStatus === 'set';
  const { data: settings, mutate } = useSWR(pinSet && unlocked ? parentalSettingsKey() : null, loadCurrentDeviceSettings);
  const { data: configuration } = useSWR(parentalConfigurationKey(), () => getPlatformConfiguration(getBrowserApi()));

  async function save(patch: DeviceParentalSettings) {
    const id = currentDeviceId();
    if (id === null) return;
    const before = settings;
    // The switch moves at once (a controlled input would otherwise wait for the platform), and goes back when the
    // save fails or the PIN question is dismissed: nothing shown that is not saved.
    const saved = async () => {
      // The channel switch also saves parentalChannels (section 6).
      const settingsPatch = patch.channel === undefined ? undefined : { parentalChannels: parentalChannelsValue(patch.channel) };
      const device = await withPinOnDemand(
        () => updateDevice(getBrowserApi(), id, { parentalSettings: patch, settings: settingsPatch }),
        'settings',
      );
      return device ? device.parentalSettings : before;
    };
    try {
      await mutate(saved, { optimisticData: before && { ...before, ...patch }, rollbackOnError: true, revalidate: false });
    } catch (error) {
      if (!isMissingDevice(error)) handleError(error);
    }
  }

  async function sendBySms() {
    try {
      await sendParentalCode(getBrowserApi());
      openMessage({ title: t('sendBySmsTitle'), text: t('pinSentBySms'), icon: 'info' });
    } catch (error) {
      handleError(error, { display: 'modal' });
    }
  }

  if (!user) return <div className={settingsStyles.skeleton} aria-busy="true" />;
  if (!pinSet) {
    return (
      <div className={settingsStyles.section}>
        <p>{t('noPinText')}</p>
        <button type="button" className={settingsStyles.primary} onClick={() => openModal('parental_set')} data-testid="create-pin">
          {t('createPin')}
        </button>
      </div>
    );
  }
  if (!unlocked) {
    return (
      <div className={settingsStyles.section}>
        <p>{t('lockedText')}</p>
        <button
          type="button"
          className={settingsStyles.primary}
          onClick={async () => {
            const granted = await ensureParentalAccess('parental');
            if (granted) reopen?.();
            setUnlocked(granted);
          }}
        >
          {t('unlock')}
        </button>
      </div>
    );
  }
  return (
    <div className={settingsStyles.section}>
      <h2 className={settingsStyles.sectionTitle}>{t('askFor')}</h2>
      {PARENTAL_SETTING_KEYS.map((key) => (
        <label key={key} className={settingsStyles.toggle}>
          <span>{t(`settings.${key}`)}</span>
          <input type="checkbox" checked={settings?.[key] !== false} disabled={!settings} onChange={(event) => save({ [key]: event.target.checked })} />
        </label>
      ))}
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t('duration')}</span>
        <select
          className={formStyles.input}
          value={settings?.duration ?? ''}
          onChange={(event) => save({ duration: Number(event.target.value) })}
        >
          <option value="" disabled>
            {t('durationHint')}
          </option>
          {configuration?.parentalDurations.map((option) => (
            <option key={option.minutes} value={option.minutes}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <div className={formStyles.actions}>
        <button type="button" className={settingsStyles.secondary} onClick={() => openModal('parental_set', { change: true })}>
          {t('changePin')}
        </button>
        <button type="button" className={formStyles.link} onClick={sendBySms}>
          {t('sendBySms')}
        </button>
      </div>
    </div>
  );
}
