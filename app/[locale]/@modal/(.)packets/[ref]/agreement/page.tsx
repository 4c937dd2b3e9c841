import { AgreementPage } from '@/components/billing/agreement-page';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

/** The purchase opens /packets/{ref}/agreement over the current page (catalogue-vod-billing.md section 4 step 2). */
export default async function PacketAgreementModalPage({ params }: { params: Promise<{ ref: string }> }) {
  return <AgreementPage packetRef={(await params).ref} modal />;
}
