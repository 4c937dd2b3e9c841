'use client';

import { useMemo } from 'react';
import { PayQrBody } from '@/components/billing/modals/pay-qr-body';
import type { ModalBodyProps } from '@/components/modals/modal-body';
import type { ReceivedModalProps } from '@/lib/modals';
import { regionalDebtOf } from '@/lib/session/regional-debt';
import { RegionalDebtBody } from './regional-debt-body';

/** pay_qr_kaspi: the regional block's debt (status -1) or billing's Kaspi QR for a purchase. */
export function KaspiModalBody({ props, close }: ModalBodyProps<'pay_qr_kaspi'>) {
  const debt = useMemo(() => regionalDebtOf(props), [props]);
  // Not a debt: the purchase's props (or none, from the address), which PayQrBody checks before it pays.
  return debt ? <RegionalDebtBody debt={debt} close={close} /> : <PayQrBody props={props as ReceivedModalProps<'pay_qr'>} close={close} />;
}
