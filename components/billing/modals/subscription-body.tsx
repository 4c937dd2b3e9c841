'use client';

import { useEffect, useId, useState } from 'react';
import type { ReadyModalBodyProps } from '@/components/modals/modal-body';
import { getPurchaseOptions, updateSubscription } from '@/lib/api/billing';
import type { PurchaseOption } from '@/lib/api/types/billing';
import { usePrice } from '@/components/ui/money-format';
import { refreshBillingData } from '@/lib/billing/refresh';
import { openMessage } from '@/lib/modals/message';
import { PeriodText } from '../period-text';
import { useSubscriptionAction } from '../use-subscription-action';
import { useBillingAction } from './use-billing-action';
import { Spinner } from '@/components/ui/spinner';
import styles from './billing-modals.module.css';
import { needsPurchase, isPacket } from './purchase-guard';

/**
 * Changes the period the subscription renews with (the "change" action); renewal can be turned off here too, so a
 * renewing subscription in purchases mode can always be stopped.
 */
function SubscriptionBodyView({ props, close }: ReadyModalBodyProps<'subscription'>) {
  const { packet, subscription } = props;
  const { api, busy, run, t } = useBillingAction();
  const price = usePrice();
  const { perform } = useSubscriptionAction();
  const groupId = useId();
  const [options, setOptions] = useState<PurchaseOption[] | null>(null);
  const [choice, setChoice] = useState<number | null>(null);

  useEffect(() => {
    void run(async () => setOptions(await getPurchaseOptions(api, packet.id)));
  }, [api, packet.id, run]);

  const save = () =>
    run(async () => {
      if (choice === null) return;
      await updateSubscription(api, subscription.id, { periodId: choice });
      await refreshBillingData(api);
      openMessage({ title: packet.name, text: t('actions.periodChanged'), icon: 'success' });
    });

  return (
    <div className={styles.body}>
      <p className={styles.text} id={groupId}>
        {t('actions.changeText', { name: packet.name })}
      </p>
      {options === null ? (
        <Spinner label={t('loading')} />
      ) : (
        <div role="radiogroup" aria-labelledby={groupId} className={styles.list}>
          {options.map((option) => (
            <label key={option.id} className={`${styles.option} ${choice === option.id ? styles.selected : ''}`}>
              <PeriodText period={option.period} />
              <span className={styles.optionPrice}>{price(option.amount, packet.currency)}</span>
              <input type="radio" name={groupId} checked={choice === option.id} onChange={() => setChoice(option.id)} />
            </label>
          ))}
        </div>
      )}
      <div className={styles.actions}>
        {subscription.renew && subscription.actions.canDisableRenew && (
          <button type="button" className={styles.secondary} onClick={() => void perform('disable', packet)}>
            {t('actions.disable')}
          </button>
        )}
        <button type="button" className={styles.secondary} onClick={close}>
          {t('cancel')}
        </button>
        <button type="button" className={styles.primary} disabled={choice === null || busy} onClick={save}>
          {t('actions.save')}
        </button>
      </div>
    </div>
  );
}

export const SubscriptionBody = needsPurchase<'subscription'>(
  SubscriptionBodyView,
  (props) => isPacket(props.packet) && typeof props.subscription === 'object' && props.subscription !== null,
);
