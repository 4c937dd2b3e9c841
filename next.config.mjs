import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // Messages compiled at build time: the browser gets a formatter without the ICU parser (about 10 kB gzip less
  // on every page, GUIDE.md budget of 170 kB for catalogue and landing routes).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build directories let several builds (parallel e2e runs on one machine) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
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
