'use client';

import type { ReadyModalBodyProps } from '@/components/modals/modal-body';
import { openPayForm } from '@/lib/billing/pay-forms';
import { purchaseCurrency } from '@/lib/billing/purchase-context';
import type { PaySystem } from '@/lib/api/types/billing';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/ui/money-format';
import { PurchaseSummary } from './purchase-summary';
import styles from './billing-modals.module.css';
import { needsPurchase, hasContext } from './purchase-guard';

/**
 * The pay system list (paysystems) and the top-up of the difference (refill: the balance covers part of the price,
 * only the rest is paid in). Choosing a system opens its payform.
 */
function PaySystemsBodyView({ props }: ReadyModalBodyProps<'paysystems' | 'refill'>) {
  const t = useTranslations('billing');
  const money = useMoney();
  const context = props.context;
  // Opened as refill or as pay systems alike: less on the balance than the price is a top-up.
  const refill = context.due < context.price;
  return (
    <div className={styles.body}>
      <PurchaseSummary context={context} />
      {refill && (
        <p className={styles.text}>
          {t('refill.text', { amount: money(context.due, purchaseCurrency(context)) })}
        </p>
      )}
      <ul className={styles.list} aria-label={t('paysystems.label')}>
        {context.paySystems.map((system: PaySystem) => (
          <li key={system.id}>
            <button
              type="button"
              className={styles.option}
              onClick={() => openPayForm(system, context)}
              data-paysystem={system.shortname}
            >
              <span>
                <strong>{system.name}</strong>
                {system.description && <span className={styles.muted}> · {system.description}</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const PaySystemsBody = needsPurchase<'paysystems'>(PaySystemsBodyView, hasContext);
export const RefillBody = needsPurchase<'refill'>(PaySystemsBodyView, hasContext);
