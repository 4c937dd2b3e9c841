import { revalidateTag } from 'next/cache';
import { readRevalidation } from '@/lib/cache/revalidation';

export const dynamic = 'force-dynamic';

/**
 * POST /api/revalidate: the operator (or the embedded platform) says public data changed. Every cached page and
 * API answer carrying one of the tags is served stale once more and regenerated in the background, on every server
 * sharing the cache (REDIS_URL).
 */
export async function POST(request: Request) {
  let body: unknown = null;
  try {
    body = await request.json();
  } catch {
    body = null;
  }
  const result = readRevalidation(process.env.REVALIDATE_SECRET, request.headers.get('authorization'), body);
  if (!result.ok) return Response.json({ error: result.message }, { status: result.status });
  for (const tag of result.tags) revalidateTag(tag, 'max');
  return Response.json({ revalidated: result.tags });
}
