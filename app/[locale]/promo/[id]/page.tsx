import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PromoPage } from '@/components/promo/promo-page';
import { ApiError } from '@/lib/api/errors';
import { getPromoInfo } from '@/lib/api/promo';
import { getServerApi } from '@/lib/session/server-api';
import { promoCodesEnabled } from '@/lib/billing/promo-env';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';

/**
 * A marketing link per code, noindex, whose info call is never cached (its lifetime is 0): rendered per request, as
 * /promo is. Left to the page cache, Next refused the uncached call during its static render and every link
 * answered 503.
 */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ id: string }>;
}

const loadPromo = cache(async (id: string) => {
  try {
    return await getPromoInfo(await getServerApi(), id);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = (await params).id;
  const [t, origin, promo] = await Promise.all([getTranslations('promo'), siteOrigin(), loadPromo(id)]);
  return pageMetadata({
    title: t('pageTitle'),
    description: promo?.description || t('pageText'),
    path: `/promo/${encodeURIComponent(id)}`,
    origin,
    noindex: true,
  });
}

/** /promo/{id}: the wizard with that code; an unknown code still opens the wizard empty. */
export default async function PromoByIdRoute({ params }: Props) {
  if (!promoCodesEnabled()) notFound();
  const id = (await params).id;
  const promo = await loadPromo(id);
  return <PromoPage code={promo?.key ?? null} description={promo?.description} />;
}
