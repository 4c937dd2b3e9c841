'use client';

import { useTranslations } from 'next-intl';
import { usePurchase } from '@/lib/billing/use-purchase';
import styles from './billing.module.css';

export function PacketBuyButton({ packetId }: { packetId: number }) {
  const t = useTranslations('billing.actions');
  const { startPurchase } = usePurchase();
  return (
    <button type="button" className={styles.primary} onClick={() => void startPurchase({ packetId })}>
      {t('enable')}
    </button>
  );
}
