'use client';

import { useTranslations } from 'next-intl';
import type { ReadyModalBodyProps } from '@/components/modals/modal-body';
import { usePrice } from '@/components/ui/money-format';
import { PeriodText } from '../period-text';
import styles from './billing-modals.module.css';
import { needsPurchase, hasChoice } from './purchase-guard';

/**
 * Packets to choose from: those opening a channel or a content, or the base packets needed first (section 4 step 4).
 * A film offered for rent adds renting it on its own.
 */
function QuickPacketsBodyView({ props }: ReadyModalBodyProps<'quick_packets'>) {
  const t = useTranslations('billing');
  const money = usePrice();
  const { packets, onChoose, onRent } = props;
  const rental = props.rental ?? null;
  return (
    <div className={styles.body}>
      <p className={styles.text}>
        {props.baseFirst ? t('quick.baseFirst') : rental ? t('quick.chooseOrRent') : t('quick.choose')}
      </p>
      <ul className={styles.list}>
        {packets.map((packet) => (
          <li key={packet.id}>
            <button type="button" className={styles.option} onClick={() => onChoose(packet.id)}>
              <span>
                <strong>{packet.bundle?.customName || packet.name}</strong>
                {packet.channelsCount > 0 && (
                  <span className={styles.muted}> · {t('channelsCount', { count: packet.channelsCount })}</span>
                )}
              </span>
              <span className={styles.optionPrice}>
                {money(packet.totalPrice, packet.currency)} / <PeriodText period={packet.period} />
              </span>
            </button>
          </li>
        ))}
        {rental && onRent && (
          <li>
            <button type="button" className={styles.option} onClick={onRent} data-testid="rent-option">
              <span>
                <strong>{t('rental.option')}</strong>
                <span className={styles.muted}>
                  {' '}
                  · <PeriodText period={rental.period} />
                </span>
              </span>
              <span className={styles.optionPrice}>{money(rental.amount, rental.currency)}</span>
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}

export const QuickPacketsBody = needsPurchase<'quick_packets'>(
  QuickPacketsBodyView,
  (props) => hasChoice('packets')(props) || (typeof props.rental === 'object' && typeof props.onRent === 'function'),
);
