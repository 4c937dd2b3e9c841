'use client';

import { useTranslations } from 'next-intl';
import type { ReadyModalBodyProps } from '@/components/modals/modal-body';
import { openPayModal } from '@/lib/billing/pay-forms';
import { usePartnerVariant } from '@/lib/session/use-partner-variant';
import styles from './billing-modals.module.css';
import { needsPurchase, hasContext } from './purchase-guard';

/** The linked card could not pay (400): another way to pay, or give up. */
function NoFundsBodyView({ props, close }: ReadyModalBodyProps<'nofunds'>) {
  const t = useTranslations('billing');
  const context = props.context;
  const { hidePayment } = usePartnerVariant();
  return (
    <div className={styles.body}>
      <p className={styles.text}>{t('nofunds.text')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('cancel')}
        </button>
        {!hidePayment && context.paySystems.length > 0 && (
          <button type="button" className={styles.primary} onClick={() => openPayModal('paysystems', { context })}>
            {t('nofunds.otherMethod')}
          </button>
        )}
      </div>
    </div>
  );
}

export const NoFundsBody = needsPurchase<'nofunds'>(NoFundsBodyView, hasContext);
