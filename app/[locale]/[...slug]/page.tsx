import type { Metadata } from 'next';
import { PageRoute, pageRouteMetadata } from '@/components/catalogue/page-route';
import { loadPage } from '@/lib/catalogue/server';
export { generateStaticParams } from '@/lib/cache/render-on-demand';

interface Props {
  params: Promise<{ slug: string[] }>;
}

/** /{slug} is a rowset page; any other unknown path falls back to home (catalogue-vod-billing.md section 2). */
async function rowsetSlug(segments: string[]): Promise<string | undefined> {
  if (segments.length !== 1) return undefined;
  const slug = segments[0];
  return (await loadPage(slug)) ? slug : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const rowset = await rowsetSlug((await params).slug);
  const metadata = await pageRouteMetadata(rowset, undefined);
  // The fallback home is not a page of its own: it points search engines at / and stays out of the index.
  return rowset ? metadata : { ...metadata, robots: { index: false, follow: true } };
}

export default async function SlugPage({ params }: Props) {
  return <PageRoute slugOrId={await rowsetSlug((await params).slug)} />;
}
