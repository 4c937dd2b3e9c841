'use client';

import { useFormatter, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { useErrorHandler } from '@/lib/alerts/use-error-handler';
import { confirmAction } from '@/lib/modals/confirm';
import { getBrowserApi } from '@/lib/api/browser';
import { getDevices, removeDevice } from '@/lib/api/devices';
import { ApiError } from '@/lib/api/errors';
import type { Device } from '@/lib/api/types/identity';
import { openMessage } from '@/lib/modals';
import { deviceDisplayName, deviceTypeLabel } from '@/lib/session/device-labels';
import styles from './settings.module.css';
import { devicesKey } from '@/lib/swr-keys/account';

/** Devices page: type labels, removal with confirmation; the current device cannot be removed (section 4). */
export function DevicesList() {
  const t = useTranslations('settings');
  const format = useFormatter();
  const handleError = useErrorHandler();
  const { data, isLoading, mutate } = useSWR(devicesKey(), () => getDevices(getBrowserApi()));

  async function remove(device: Device) {
    const confirmed = await confirmAction({
      title: t('removeDeviceTitle'),
      text: t('removeDeviceText', { name: device.model || device.vendor || device.serial }),
      confirm: t('remove'),
      cancel: t('cancel'),
    });
    if (!confirmed) return;
    try {
      await removeDevice(getBrowserApi(), device.id);
      await mutate();
    } catch (error) {
      // Section 8: a 403 on device removal is the too-many-devices message.
      if (error instanceof ApiError && error.status === 403) openMessage({ title: t('devicesTitle'), text: t('tooManyDevices'), icon: 'error' });
      else handleError(error, { display: 'modal' });
    }
  }

  if (isLoading || !data) return <div className={styles.skeleton} aria-busy="true" />;
  return (
    <ul className={styles.list} data-testid="devices">
      {data.map((device) => (
        <li key={device.id} className={styles.row} data-testid="device-row">
          <div className={styles.rowMain}>
            <strong>{deviceDisplayName(device)}</strong>
            <span className={styles.muted}>
              {t(`deviceTypes.${deviceTypeLabel(device)}`)}
              {device.loginAt && ` · ${t('lastLogin', { time: format.dateTime(new Date(device.loginAt), { dateStyle: 'medium', timeStyle: 'short' }) })}`}
            </span>
          </div>
          {device.isCurrent ? (
            <span className={styles.badge}>{t('thisDevice')}</span>
          ) : (
            <button type="button" className={styles.danger} onClick={() => remove(device)}>
              {t('remove')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
