import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PromoPage } from '@/components/promo/promo-page';
import { promoCodesEnabled } from '@/lib/billing/promo-env';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';

/** Its query changes what it shows: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<{ code?: string | string[] }>;
}

export async function generateMetadata(): Promise<Metadata> {
  const [t, origin] = await Promise.all([getTranslations('promo'), siteOrigin()]);
  return pageMetadata({ title: t('pageTitle'), description: t('pageText'), path: '/promo', origin });
}

/** /promo?code=: the promo wizard with the code of the link. */
export default async function PromoRoute({ searchParams }: Props) {
  if (!promoCodesEnabled()) notFound();
  const { code } = await searchParams;
  return <PromoPage code={(Array.isArray(code) ? code[0] : code) ?? null} />;
}
