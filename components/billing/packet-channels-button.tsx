'use client';

import { useTranslations } from 'next-intl';
import type { PacketChannel } from '@/lib/api/types/billing';
import { openModalOnDemand } from '@/lib/modals/open-on-demand';
import styles from './billing.module.css';

/**
 * "N channels" on a packet card opens the packet's channel list with search (packets_channels); the modal controller
 * comes with the press, out of the packet list's first load (issue 32).
 */
export function PacketChannelsButton({
  name,
  channels,
  count,
}: {
  name: string;
  channels: PacketChannel[];
  count: number;
}) {
  const t = useTranslations('billing');
  if (channels.length === 0) return <p className={styles.muted}>{t('channelsCount', { count })}</p>;
  return (
    <button
      type="button"
      className={styles.linkButton}
      onClick={() => openModalOnDemand('packets_channels', { channels, title: name })}
    >
      {t('channelsCount', { count })}
    </button>
  );
}
