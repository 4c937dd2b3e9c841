import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AgreementPage } from '@/components/billing/agreement-page';
import { loadPacket } from '@/lib/billing/server';
import { ClientMessages } from '@/components/i18n/client-messages';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ ref: string }>;
}

const refOf = async (params: Props['params']) => (await params).ref;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [t, packet] = await Promise.all([getTranslations('billing'), loadPacket(await refOf(params))]);
  if (!packet?.agreement) return {};
  // The terms of one purchase, not a page to find by search.
  return { title: `${t('agreement.title')}: ${packet.name}`, robots: { index: false } };
}

/** /packets/{ref}/agreement visited directly: the packet's agreement as a full page. */
export default async function PacketAgreementRoute({ params }: Props) {
  return (
    <ClientMessages namespaces={['billing', 'modals']}>
      <AgreementPage packetRef={await refOf(params)} />
    </ClientMessages>
  );
}
