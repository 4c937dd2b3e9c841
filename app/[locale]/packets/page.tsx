import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PacketList } from '@/components/billing/packet-list';
import { loadPackets } from '@/lib/billing/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site';
import styles from '@/components/billing/billing.module.css';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const [t, origin] = await Promise.all([getTranslations('billing.packets'), siteOrigin()]);
  return pageMetadata({ title: t('title'), description: t('description'), path: '/packets', origin });
}

/** /packets: every packet the provider sells (catalogue-vod-billing.md section 2). */
export default async function PacketsRoute() {
  const [t, packets] = await Promise.all([getTranslations('billing.packets'), loadPackets()]);
  const sold = packets.filter((packet) => !packet.isPromo);
  return (
    <ClientMessages namespaces={['billing', 'security']}>
      <div className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        <PacketList packets={sold} />
      </div>
    </ClientMessages>
  );
}
