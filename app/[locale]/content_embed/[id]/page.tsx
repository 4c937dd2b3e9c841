import type { Metadata } from 'next';
import { EmbedRoute, watchMetadata } from '@/components/catalogue/watch/watch-route';
import { firstValue } from '@/lib/catalogue/query';
import { ClientMessages } from '@/components/i18n/client-messages';

/** Its query changes what it shows: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return watchMetadata((await params).id);
}

export default async function ContentEmbedPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return (
    <ClientMessages namespaces={['billing', 'catalogue', 'modals', 'player', 'security']}>
      <EmbedRoute reference={id} ignoreParental={firstValue(query.ignore_parental_control) === '1'} />
    </ClientMessages>
  );
}
