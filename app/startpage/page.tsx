import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StartPage, loadStartPage } from '@/components/catalogue/start-page';

/** /startpage is the home page under its menu name; the canonical address stays /. */
export const metadata: Metadata = { alternates: { canonical: '/' } };

export default async function StartpagePage() {
  const page = await loadStartPage();
  if (!page) notFound();
  return <StartPage page={page} />;
}
