'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { TRANSACTION_PARAM } from '@/lib/billing/return-url';

/** Mounted once in the layout: a return from the payment page resumes the payment (the code loads only then). */
export function PaymentReturn() {
  const t = useTranslations('billing');
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has(TRANSACTION_PARAM)) return;
    void import('@/lib/billing/resume-payment').then(({ resumePaymentFromUrl }) =>
      resumePaymentFromUrl(window, (key, values) => t(key, values)),
    );
  }, [t]);
  return null;
}
