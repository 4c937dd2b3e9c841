'use client';

import { useTranslations } from 'next-intl';
import type { MetaButton } from '@/lib/api/types/catalogue';
import { usePurchase } from '@/lib/billing/use-purchase';
import { useWrite } from '@/lib/ui-state/use-write';
import { Spinner } from '@/components/ui/spinner';
import styles from './content.module.css';

interface PayButtonProps {
  button: MetaButton;
  contentId: number;
  /** Runs once the packet is bought: the content plays. */
  onPurchased: () => void;
}

/**
 * The pay button of an unpurchased title: starts the purchase flow for the content and shows a loader while it
 * runs (catalogue-vod-billing.md section 4). Loaded on demand, so the purchase flow stays out of the first load.
 */
export function PayButton({ button, contentId, onPurchased }: PayButtonProps) {
  const t = useTranslations('catalogue');
  const { startPurchase } = usePurchase();
  const { busy, run } = useWrite();

  const pay = () => run(() => startPurchase({ contentId: button.contentId ?? contentId, onPurchased }));

  return (
    <button type="button" className={styles.primary} onClick={() => void pay()} disabled={busy} aria-busy={busy} data-testid="pay-button">
      {busy ? <Spinner size="inline" /> : null}
      {button.caption || t('pay')}
      {button.subCaption ? <span className={styles.subCaption}>{button.subCaption}</span> : null}
    </button>
  );
}
