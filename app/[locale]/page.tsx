import type { Metadata } from 'next';
import { PageRoute, pageRouteMetadata } from '@/components/catalogue/page-route';
import { ClientMessages } from '@/components/i18n/client-messages';

/** The home page as everyone sees it, cached; ?library_id= and ?embed= are served by app/[locale]/with-query. */
export async function generateMetadata(): Promise<Metadata> {
  return pageRouteMetadata(undefined, undefined);
}

export default function HomePage() {
  return (
    <ClientMessages namespaces={['catalogue']}>
      <PageRoute />
    </ClientMessages>
  );
}
