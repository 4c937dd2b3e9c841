import type { Metadata } from 'next';
import { PageRoute, pageRouteMetadata } from '@/components/catalogue/page-route';
import { isEmbed, positiveInt } from '@/lib/catalogue/query';
import { loadPage } from '@/lib/catalogue/server';

interface Props {
  params: Promise<{ slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /{slug} is a rowset page; any other unknown path falls back to home (catalogue-vod-billing.md section 2). */
async function rowsetSlug(segments: string[]): Promise<string | undefined> {
  if (segments.length !== 1) return undefined;
  const slug = segments[0];
  return (await loadPage(slug)) ? slug : undefined;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const rowset = await rowsetSlug(slug);
  const metadata = await pageRouteMetadata(rowset, positiveInt(query.library_id));
  // The fallback home is not a page of its own: it points search engines at / and stays out of the index.
  return rowset ? metadata : { ...metadata, robots: { index: false, follow: true } };
}

export default async function SlugPage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  return <PageRoute slugOrId={await rowsetSlug(slug)} libraryId={positiveInt(query.library_id)} embed={isEmbed(query.embed)} />;
}
