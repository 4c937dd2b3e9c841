import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PromoPage } from '@/components/promo/promo-page';
import { promoCodesEnabled } from '@/lib/billing/promo-env';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';

export async function generateMetadata(): Promise<Metadata> {
  const [t, origin] = await Promise.all([getTranslations('promo'), siteOrigin()]);
  return pageMetadata({ title: t('giftTitle'), description: t('pageText'), path: '/gift', origin });
}

/** /gift: the promo wizard for a gift code (footer hidden here, components/shell). */
export default async function GiftRoute() {
  if (!promoCodesEnabled()) notFound();
  return <PromoPage code={null} />;
}
