import { notFound } from 'next/navigation';
import { testPagesEnabled } from '@/lib/test-pages';
import { PlayerHarness, type HarnessQuery } from './player-harness';

export const dynamic = 'force-dynamic';
export const metadata = { robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;

function positiveInt(value: string | string[] | undefined): number | null {
  const number = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** Non-production page that plays one channel (?channel=) or title (?content=&library=) for e2e tests and the benchmark. */
export default async function Page({ searchParams }: { searchParams: Promise<Search> }) {
  if (!testPagesEnabled()) notFound();
  const search = await searchParams;
  const ads = search.ads === 'broken' || search.ads === 'none' || search.ads === 'midroll' ? search.ads : null;
  const query: HarnessQuery = {
    channelId: positiveInt(search.channel),
    contentId: positiveInt(search.content),
    libraryId: positiveInt(search.library) ?? 1,
    ads,
    defer: search.defer === '1',
  };
  return <PlayerHarness query={query} />;
}
