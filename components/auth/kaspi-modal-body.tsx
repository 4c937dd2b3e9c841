'use client';

import { useMemo } from 'react';
import { PayQrBody } from '@/components/billing/modals/pay-qr-body';
import type { ModalBodyProps } from '@/components/modals/modal-body';
import { regionalDebtOf } from '@/lib/session/regional-debt';
import { RegionalDebtBody } from './regional-debt-body';

/** pay_qr_kaspi: the regional block's debt (status -1) or billing's Kaspi QR for a purchase. */
export function KaspiModalBody(props: ModalBodyProps) {
  const debt = useMemo(() => regionalDebtOf(props.props), [props.props]);
  return debt ? <RegionalDebtBody debt={debt} close={props.close} /> : <PayQrBody {...props} />;
}
