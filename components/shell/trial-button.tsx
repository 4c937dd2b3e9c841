'use client';

import { LocalizedLink } from '@/components/ui/localized-link';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { getPurchasePackets } from '@/lib/api/billing';
import { getBrowserApi } from '@/lib/api/browser';
import { useShellViewer } from '@/lib/session/shell-viewer';
import { openSignIn } from '@/lib/session/use-auth-gate';
import { trialOffer } from '@/lib/session/trial-offer';
import styles from './header.module.css';
import { purchasePacketsKey } from '@/lib/swr-keys/settings';

/**
 * The guest offer's words as the server wrote them for the header's held place. Worded here instead, the plural
 * built the language's plural and number rules in the browser during the first load, inside an urgent render: 80 to
 * 190 ms of one task on a throttled phone (traced), the first Intl objects of the page.
 */
export interface GuestTrialWords {
  days: number;
  label: string;
}

/**
 * The header's trial-packet button (core-session-account.md section 4, Header): a guest's promo days open the
 * sign-up, a member's first packet with a trial on offer opens that packet. Hidden when there is no trial to give.
 */
export function TrialButton({ guestOffer = null }: { guestOffer?: GuestTrialWords | null }) {
  const t = useTranslations('shell');
  const { user, isLoading } = useShellViewer();
  const member = Boolean(user && !user.isGuest);
  const { data: packets } = useSWR(member ? purchasePacketsKey() : null, () => getPurchasePackets(getBrowserApi()), {
    revalidateOnFocus: false,
  });
  const offer = trialOffer(user, packets);
  if (isLoading) return null;
  // The decision, marked for the stylesheet: the header drops the place it held for a guest's button (header.tsx).
  if (!offer) return <span className={styles.trialDecided} hidden />;
  if (offer.kind === 'guest') {
    return (
      <button type="button" className={styles.trial} data-testid="trial-button" onClick={() => openSignIn()}>
        {guestOffer?.days === offer.days ? guestOffer.label : t('trialGuest', { days: offer.days })}
      </button>
    );
  }
  return (
    <LocalizedLink prefetch={false} href={`/packets/${offer.packetId}`} className={styles.trial} data-testid="trial-button">
      {t('trialPacket', { name: offer.name })}
    </LocalizedLink>
  );
}
