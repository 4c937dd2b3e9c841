import 'server-only';

let warned = false;

/**
 * The one public origin of this deployment (canonical links, sitemap, robots, JSON-LD, share-image base), from
 * SITE_URL. Never a request header: a cached page would keep whatever Host or X-Forwarded-Host its first visitor sent.
 * Unset, a server answers for its own http://localhost:$PORT and says so once.
 */
export function siteOriginFrom(env: Record<string, string | undefined>, warn: (message: string) => void = () => {}): string {
  const configured = env.SITE_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      warn(`[site] SITE_URL=${configured} is not an absolute URL; ignoring it`);
    }
  }
  const fallback = `http://localhost:${env.PORT || 3000}`;
  warn(`[site] SITE_URL is not set: canonical links, sitemap and share images name ${fallback}`);
  return fallback;
}

export async function siteOrigin(): Promise<string> {
  return siteOriginFrom(process.env, (message) => {
    if (warned) return;
    warned = true;
    console.warn(message);
  });
}
