'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { navigateFully } from '@/components/modals/full-navigation';
import { acceptAgreement, declineAgreement, tabStorage } from '@/lib/billing/agreement';
import { packetHref } from '@/lib/billing/purchase-context';
import styles from './billing.module.css';

/**
 * Accept or decline a packet's agreement. Over the page that started the purchase, accepting goes back to it and
 * the purchase resumes; opened directly, accepting starts the purchase on the packet page.
 */
export function AgreementActions({
  packetId,
  packetRef,
  modal,
}: {
  packetId: number;
  packetRef: string;
  modal: boolean;
}) {
  const t = useTranslations('billing');
  const router = useRouter();

  const accept = () => {
    const resume = acceptAgreement(tabStorage(), packetId);
    if (!resume || !modal) return navigateFully(packetHref(packetRef, true));
    // The purchase goes on once the page under the agreement is back, so its questions open over that page.
    window.addEventListener('popstate', () => setTimeout(resume), { once: true });
    router.back();
  };
  const decline = () => {
    declineAgreement();
    if (modal) router.back();
    else navigateFully(packetHref(packetRef));
  };

  return (
    <div className={styles.buttons}>
      <button type="button" className={styles.primary} onClick={accept}>
        {t('agreement.accept')}
      </button>
      <button type="button" className={styles.secondary} onClick={decline}>
        {t('cancel')}
      </button>
    </div>
  );
}
