'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { ReadyModalBodyProps } from '@/components/modals/modal-body';
import { useMoney, usePrice } from '@/components/ui/money-format';
import { isTrialApplicable, monthPrice, parseMoney, periodDiscount, periodMonths } from '@/lib/rules/pricing';
import { PeriodText } from '../period-text';
import styles from './billing-modals.module.css';
import { needsPurchase, hasChoice, isPacket } from './purchase-guard';

const TRIAL = 'trial';

/** Period confirmation (section 4 step 5): the trial when on offer, then every period with its price and saving. */
function ConfirmPeriodBodyView({ props }: ReadyModalBodyProps<'confirm_period'>) {
  const t = useTranslations('billing');
  const money = useMoney();
  // What a trial or a period costs is a price: "0.00" reads "Free" (a free trial); the per-month share stays money.
  const priceText = usePrice();
  const groupId = useId();
  const { packet, options, onChoose } = props;
  const first = options[0];
  const trial = first && first.hasTrial && isTrialApplicable(first.trialPeriod, packet.isUsedTrial) ? first : null;
  const [choice, setChoice] = useState<string>(trial ? TRIAL : String(first?.id ?? ''));
  const firstPrice = first ? parseMoney(first.amount) : null;
  const firstPriced = first && firstPrice !== null ? { price: firstPrice, period: first.period } : null;

  return (
    <div className={styles.body}>
      <p className={styles.text} id={groupId}>
        {t('period.choose', { name: packet.bundle?.customName || packet.name })}
      </p>
      <div role="radiogroup" aria-labelledby={groupId} className={styles.list}>
        {trial && trial.trialPeriod && (
          <label className={`${styles.option} ${choice === TRIAL ? styles.selected : ''}`}>
            <span>
              {t('period.trial')} <PeriodText period={trial.trialPeriod} />
            </span>
            <span className={styles.optionPrice}>{priceText(trial.trialAmount, packet.currency)}</span>
            <input
              type="radio"
              name={groupId}
              value={TRIAL}
              checked={choice === TRIAL}
              onChange={() => setChoice(TRIAL)}
            />
          </label>
        )}
        {options.map((option) => {
          // An amount that cannot be read is no price: no saving, no share per month (not a made-up 0).
          const price = parseMoney(option.amount);
          const discount =
            firstPriced && price !== null ? periodDiscount({ price, period: option.period }, firstPriced) : null;
          // Longer periods name their price per month too, rounded as the spec's discount counts it; a free one has none.
          const perMonth = price && periodMonths(option.period) > 1 ? monthPrice(price, option.period) : null;
          return (
            <label
              key={option.id}
              className={`${styles.option} ${choice === String(option.id) ? styles.selected : ''}`}
            >
              <span>
                <PeriodText period={option.period} />
                {discount !== null && (
                  <span className={styles.muted}> · {t('period.discount', { percent: discount })}</span>
                )}
              </span>
              <span className={styles.optionPrice}>
                {priceText(option.amount, packet.currency)}
                {perMonth !== null && (
                  <span className={styles.muted} data-testid="period-per-month">
                    {' '}
                    · {t('period.perMonth', { price: money(perMonth, packet.currency) })}
                  </span>
                )}
              </span>
              <input
                type="radio"
                name={groupId}
                value={option.id}
                checked={choice === String(option.id)}
                onChange={() => setChoice(String(option.id))}
              />
            </label>
          );
        })}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={!choice}
          onClick={() => (choice === TRIAL && trial ? onChoose(trial.id, true) : onChoose(Number(choice), false))}
        >
          {t('period.continue')}
        </button>
      </div>
    </div>
  );
}

export const ConfirmPeriodBody = needsPurchase<'confirm_period'>(
  ConfirmPeriodBodyView,
  (props) => isPacket(props.packet) && hasChoice('options')(props),
);
