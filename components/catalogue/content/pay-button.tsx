'use client';

import { useTranslations } from 'next-intl';
import type { MetaButton } from '@/lib/api/types/catalogue';
import { usePrice } from '@/components/ui/money-format';
import { fromPriceText } from '@/lib/billing/money';
import { usePurchase } from '@/lib/billing/use-purchase';
import { useWrite } from '@/lib/ui-state/use-write';
import { Spinner } from '@/components/ui/spinner';
import styles from './content.module.css';

interface PayButtonProps {
  button: MetaButton;
  contentId: number;
  /** The meta's min_price: the cheapest way in, named "from X" when the button has no line of its own. */
  minPrice: string | null;
  /** Runs once the packet is bought: the content plays. */
  onPurchased: () => void;
}

/**
 * The pay button of an unpurchased title: starts the purchase flow for the content and shows a loader while it
 * runs (catalogue-vod-billing.md section 4). Loaded on demand, so the purchase flow stays out of the first load.
 */
export function PayButton({ button, contentId, minPrice, onPurchased }: PayButtonProps) {
  const t = useTranslations('catalogue');
  const price = usePrice();
  const subCaption =
    button.subCaption || fromPriceText(price, minPrice, null, (text) => t('payFromPrice', { price: text }));
  const { startPurchase } = usePurchase();
  const { busy, run } = useWrite();

  const pay = () =>
    run(() =>
      startPurchase({
        contentId: button.contentId ?? contentId,
        button: { packetIds: button.packetIds, showOptions: button.showOptions },
        onPurchased,
      }),
    );

  return (
    <button type="button" className={styles.primary} onClick={() => void pay()} disabled={busy} aria-busy={busy} data-testid="pay-button">
      {busy ? <Spinner size="inline" /> : null}
      {button.caption || t('pay')}
      {subCaption ? <span className={styles.subCaption}>{subCaption}</span> : null}
    </button>
  );
}
