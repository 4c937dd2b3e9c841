import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StartPage, loadStartPage } from '@/components/catalogue/start-page';

interface Props {
  params: Promise<{ slug: string[] }>;
}

/** /{slug} is a rowset page; any other unknown path falls back to home (core-session-account.md section 2). */
async function resolve(segments: string[]) {
  const rowset = segments.length === 1 ? await loadStartPage(decodeURIComponent(segments[0])) : null;
  return rowset ? { page: rowset, isFallback: false } : { page: await loadStartPage(), isFallback: true };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { page, isFallback } = await resolve(slug);
  if (!page || isFallback) return { alternates: { canonical: '/' }, robots: { index: false, follow: true } };
  return { title: page.title, description: page.description || undefined, alternates: { canonical: `/${page.slug}` } };
}

export default async function SlugPage({ params }: Props) {
  const { slug } = await params;
  const { page } = await resolve(slug);
  if (!page) notFound();
  return <StartPage page={page} />;
}
