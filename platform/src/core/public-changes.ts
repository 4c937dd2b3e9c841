import type { PlatformContext } from './context';

/** The web app's revalidate route answers quickly; a slow or absent web app must not hold the platform. */
const ANNOUNCE_TIMEOUT_MS = 3_000;

/**
 * Tells the web app that public data changed, by the tags its page cache uses (kind and kind:id of the API path:
 * 'contents', 'contents:42', 'channels'), as an operator's back office would. Without PLATFORM_WEB_REVALIDATE_URL and
 * REVALIDATE_SECRET it does nothing; a failure is logged, never thrown (the change itself is already saved).
 */
export async function announcePublicChange(ctx: PlatformContext, tags: string[]): Promise<boolean> {
  const { webRevalidateUrl, revalidateSecret } = ctx.config;
  if (!webRevalidateUrl || !revalidateSecret || tags.length === 0) return false;
  try {
    const response = await fetch(webRevalidateUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidateSecret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(ANNOUNCE_TIMEOUT_MS),
    });
    if (!response.ok) ctx.log(`revalidate ${tags.join(',')}: the web app answered ${response.status}`);
    return response.ok;
  } catch (error) {
    ctx.log(`revalidate ${tags.join(',')}: ${(error as Error).message}`);
    return false;
  }
}
