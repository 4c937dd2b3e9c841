'use client';

import { LocalizedLink } from '@/components/ui/localized-link';
import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import type { ModalBodyProps, ReadyModalBodyProps } from '@/components/modals/modal-body';
import type { ModalId, ModalPropsOf, ReceivedModalProps } from '@/lib/modals';
import styles from './billing-modals.module.css';

/** Where a buyer without a purchase in progress goes on: the packet list. */
export const PACKETS_PATH = '/packets';

/** Said by a billing modal opened from a bare address (#card, #pay_card, #confirm, ...): nothing to pay, go on. */
export function NothingToPay({ close }: { close: () => void }) {
  const t = useTranslations('billing.nothingToPay');
  return (
    <div className={styles.body}>
      <p className={styles.text} role="status">
        {t('text')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('close')}
        </button>
        <LocalizedLink className={styles.primary} href={PACKETS_PATH} onClick={close}>
          {t('packets')}
        </LocalizedLink>
      </div>
    </div>
  );
}

/**
 * A modal body that only works inside a purchase renders NothingToPay when its props do not carry one: an address
 * (#card) opens it with none. `ready` checks what arrived, so the body itself gets its props whole.
 */
export function needsPurchase<Id extends ModalId>(
  Body: ComponentType<ReadyModalBodyProps<Id>>,
  ready: (props: ReceivedModalProps<Id>) => boolean,
): ComponentType<ModalBodyProps<Id>> {
  function PurchaseBody({ props, close }: ModalBodyProps<Id>) {
    return ready(props) ? <Body props={props as ModalPropsOf<Id>} close={close} /> : <NothingToPay close={close} />;
  }
  return PurchaseBody;
}

/** Props as they arrived, before a check: anything, or nothing. */
type Arrived = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The props carry a purchase context (built by the purchase flow). */
export const hasContext = (props: Arrived) =>
  isObject(props.context) && isObject(props.context.account) && Array.isArray(props.context.paySystems);

/** A payform modal: a purchase context and the pay system it pays with. */
export const hasPayForm = (props: Arrived) => hasContext(props) && isObject(props.paySystem);

/** Card confirm buys a packet through an offer: a packet must be in the context. */
export const hasPacketContext = (props: Arrived) =>
  hasContext(props) && isObject((props.context as { packet?: unknown }).packet);

/** A list to choose from and what to do with the choice. */
export const hasChoice = (listKey: string) => (props: Arrived) =>
  Array.isArray(props[listKey]) && (props[listKey] as unknown[]).length > 0 && typeof props.onChoose === 'function';

/** A packet as the flow hands it over (an object with an id). */
export const isPacket = (value: unknown) => isObject(value) && typeof value.id === 'number';
