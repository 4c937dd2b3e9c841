import { AgreementPage } from '@/components/billing/agreement-page';
import { ClientMessages } from '@/components/i18n/client-messages';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

/** The purchase opens /packets/{ref}/agreement over the current page (catalogue-vod-billing.md section 4 step 2). */
export default async function PacketAgreementModalPage({ params }: { params: Promise<{ ref: string }> }) {
  return (
    <ClientMessages namespaces={['billing', 'modals']}>
      <AgreementPage packetRef={(await params).ref} modal />
    </ClientMessages>
  );
}
