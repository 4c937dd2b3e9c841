'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Packet } from '@/lib/api/types/billing';
import styles from './billing.module.css';

/** The status line of a packet: active until, renewal off, paused (with its message), queued, or not subscribed. */
export function PacketStatus({ packet }: { packet: Packet }) {
  const t = useTranslations('billing.status');
  const format = useFormatter();
  const date = (sec: number) => format.dateTime(new Date(sec * 1000), { dateStyle: 'medium' });
  const current = packet.subscription;
  let text: string;
  if (current?.status === 'paused') text = packet.pausedMessage || t('paused');
  else if (current?.status === 'active')
    text = current.renew
      ? t('activeRenew', { date: date(current.endAtSec) })
      : t('activeUntil', { date: date(current.endAtSec) });
  else if (packet.nextSubscription) text = t('future', { date: date(packet.nextSubscription.startAtSec) });
  else text = packet.available ? t('none') : t('unavailable');
  return (
    <p className={styles.status} data-testid="packet-status">
      {text}
    </p>
  );
}
