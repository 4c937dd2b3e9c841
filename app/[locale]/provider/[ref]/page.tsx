import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ProviderLanding } from '@/components/provider/provider-landing';
import { promoCodesEnabled } from '@/lib/billing/promo-env';
import { loadProvider } from '@/lib/billing/server';
import { itemListLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
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
  const [provider, origin, t] = await Promise.all([loadProvider(ref), siteOrigin(), getTranslations('provider')]);
  if (!provider) return {};
  return pageMetadata({
    title: t('title', { name: provider.name }),
    description: t('description', { name: provider.name, count: provider.packets.length }),
    path: `/provider/${encodeURIComponent(provider.shortname)}`,
    origin,
    image: `${origin}${ogImagePath('providers', provider.shortname)}`,
  });
}

/** /provider/{id or shortname}: the provider's landing page with #tariffs and #bundles. */
export default async function ProviderRoute({ params }: Props) {
  const ref = await refOf(params);
  const [provider, origin] = await Promise.all([loadProvider(ref), siteOrigin()]);
  if (!provider) notFound();
  const tariffs = [...provider.packets, ...provider.bundles].map((packet) => ({
    name: packet.bundle?.customName || packet.name,
    url: `${origin}/packets/${packet.id}`,
  }));
  return (
    <ClientMessages namespaces={['billing', 'provider', 'security']}>
      <JsonLdScript
        data={itemListLd(provider.name, `${origin}/provider/${encodeURIComponent(provider.shortname)}`, tariffs)}
      />
      <ProviderLanding provider={provider} promoCodes={promoCodesEnabled()} />
    </ClientMessages>
  );
}
