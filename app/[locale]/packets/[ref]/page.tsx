import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PacketPage } from '@/components/billing/packet-page';
import { loadPacket } from '@/lib/billing/server';
import { PACKET_PAGE_PROVIDER_ID } from '@/lib/rules/subscription-actions';
import { pageMetadata } from '@/lib/seo/metadata';
import { ogImagePath } from '@/lib/seo/og-card';
import { siteOrigin } from '@/lib/seo/site';
import { ClientMessages } from '@/components/i18n/client-messages';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ ref: string }>;
}

const refOf = async (params: Props['params']) => (await params).ref;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ref = await refOf(params);
  const [packet, origin] = await Promise.all([loadPacket(ref), siteOrigin()]);
  if (!packet) return {};
  // `/packets/demo_2` shows `/packets/2`: an alias is noindex and names its canonical twin. A bundle's address
  // (provider_bundle_packet) is a page of its own, with the bundle's name and description.
  const canonicalRef = packet.bundle ? ref : String(packet.id);
  return pageMetadata({
    title: packet.bundle?.customName || packet.name,
    description: packet.bundle?.customDescription || packet.description || packet.short,
    path: `/packets/${encodeURIComponent(canonicalRef)}`,
    origin,
    noindex: canonicalRef !== ref,
    // A PNG card drawn from the logo: the packet's own artwork is SVG, which many social sites do not display.
    image: `${origin}${ogImagePath('packets', ref)}`,
  });
}

/** /packets/{id}, /packets/{providerShortName}_{id}, /packets/{providerId}_{bundleId}_{packetId}. */
export default async function PacketRoute({ params }: Props) {
  const ref = await refOf(params);
  const [packet, origin] = await Promise.all([loadPacket(ref), siteOrigin()]);
  if (!packet) notFound();
  return (
    <ClientMessages namespaces={['billing', 'security']}>
      <PacketPage
        packet={packet}
        packetRef={ref}
        url={`${origin}/packets/${encodeURIComponent(ref)}`}
        providerId={packet.providerId ?? PACKET_PAGE_PROVIDER_ID}
      />
    </ClientMessages>
  );
}
