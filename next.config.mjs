import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build directories let several builds (parallel e2e runs on one machine) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // REDIS_URL set (read when the server starts): pages and API answers are cached in Redis, shared by every server.
  ...(process.env.REDIS_URL
    ? { cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)), cacheMaxMemorySize: 0 }
    : {}),
  poweredByHeader: false,
  // The platform (Hono + better-sqlite3) runs as its own process; keep native modules out of the bundles.
  serverExternalPackages: ['better-sqlite3'],
  images: {
    // Demo artwork is generated SVG served by the platform; the Next optimizer would refuse it.
    dangerouslyAllowSVG: true,
    contentDispositionType: 'inline',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
    remotePatterns: [{ protocol: 'http', hostname: '**' }, { protocol: 'https', hostname: '**' }],
  },
};

export default withNextIntl(nextConfig);
