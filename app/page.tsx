import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StartPage, loadStartPage } from '@/components/catalogue/start-page';

export const metadata: Metadata = { alternates: { canonical: '/' } };

export default async function HomePage() {
  const page = await loadStartPage();
  if (!page) notFound();
  return <StartPage page={page} />;
}
