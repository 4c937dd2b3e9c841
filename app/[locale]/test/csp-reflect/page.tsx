import { notFound } from 'next/navigation';
import { testPagesEnabled } from '@/lib/test-pages';

export const dynamic = 'force-dynamic';
export const metadata = { robots: { index: false } };

/**
 * Non-production page that writes its `?html=` query into the page unescaped, the hole a careless page would have,
 * so the e2e run can show the page policy refuses an inline script injected this way (issue 35).
 */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (!testPagesEnabled()) notFound();
  const { html } = await searchParams;
  return <div data-testid="reflected" dangerouslySetInnerHTML={{ __html: typeof html === 'string' ? html : '' }} />;
}
