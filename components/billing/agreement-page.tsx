import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ModalPage } from '@/components/modals/modal-page';
import { loadPacket } from '@/lib/billing/server';
import { packetHref } from '@/lib/billing/purchase-context';
import { AgreementActions } from './agreement-actions';
import styles from './billing.module.css';

/**
 * A packet's agreement page (catalogue-vod-billing.md section 4 step 2): opened by the purchase over the current
 * page (a modal page), or as a full page when visited directly. A packet without an agreement has none.
 */
export async function AgreementPage({ packetRef, modal = false }: { packetRef: string; modal?: boolean }) {
  const [t, packet] = await Promise.all([getTranslations('billing'), loadPacket(packetRef)]);
  if (!packet?.agreement) notFound();
  const name = packet.bundle?.customName || packet.name;
  const body = (
    <div className={styles.section} data-testid="packet-agreement">
      <p>{packet.agreement}</p>
      <AgreementActions packetId={packet.id} packetRef={packetRef} modal={modal} />
    </div>
  );
  if (modal) {
    return (
      <ModalPage title={`${t('agreement.title')}: ${name}`} fallbackHref={packetHref(packetRef)}>
        {body}
      </ModalPage>
    );
  }
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{`${t('agreement.title')}: ${name}`}</h1>
      {body}
    </article>
  );
}
