import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ManualList } from '@/components/provider/manual-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const [t, origin] = await Promise.all([getTranslations('provider.manual'), siteOrigin()]);
  return pageMetadata({ title: t('title'), description: t('lead'), path: '/manual', origin });
}

/** /manual: setup manuals of the set-top boxes (catalogue-vod-billing.md section 2). */
export default function ManualRoute() {
  return (
    <ClientMessages namespaces={['entries']}>
      <ManualList />
    </ClientMessages>
  );
}
