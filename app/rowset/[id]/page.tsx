import type { Metadata } from 'next';
import { PageRoute, pageRouteMetadata } from '@/components/catalogue/page-route';
import { isEmbed, positiveInt } from '@/lib/catalogue/query';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return pageRouteMetadata(id, positiveInt(query.library_id));
}

/** /rowset/{id or slug}: a start page made of rows (catalogue-vod-billing.md section 2). */
export default async function RowsetPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return <PageRoute slugOrId={id} libraryId={positiveInt(query.library_id)} embed={isEmbed(query.embed)} />;
}
