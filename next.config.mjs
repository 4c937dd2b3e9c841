import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build directories let several builds (parallel e2e runs on one machine) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // The platform (Hono + better-sqlite3) runs as its own process; keep native modules out of the bundles.
  serverExternalPackages: ['better-sqlite3'],
  // next/image is not used (artwork is plain <img> at the spec's widths), so the optimizer fetches no remote host:
  // /_next/image must not be a proxy to anywhere on the internet.
  images: { remotePatterns: [], unoptimized: true },
  async headers() {
    // Every answer, files and API included; the page policy (CSP, framing, HSTS) is middleware.ts's, since it
    // depends on run-time settings.
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
