import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { EVERY_ANSWER_HEADERS } from './lib/security/every-answer-headers.mjs';
import { addCompileHints, parenthesizeBuildChunks } from './scripts/eager-compile.mjs';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // Messages compiled at build time: the browser gets a formatter without the ICU parser (about 10 kB gzip less
  // on every page, GUIDE.md budget of 170 kB for catalogue and landing routes).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const projectDir = path.dirname(fileURLToPath(import.meta.url));
/**
 * Turbopack resolves packages only inside its root. A git worktree whose node_modules links to another checkout's
 * (parallel work on one machine) needs the folder holding both; a plain clone gets its own folder, the default.
 */
function turbopackRoot() {
  const modulesDir = path.dirname(realpathSync(path.join(projectDir, 'node_modules')));
  let root = projectDir;
  while (path.relative(root, modulesDir).startsWith('..')) root = path.dirname(root);
  return root;
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build directories let several builds (parallel e2e runs on one machine) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  turbopack: { root: turbopackRoot() },
  outputFileTracingRoot: turbopackRoot(),
  // Pages and API answers: in Redis when REDIS_URL is set (shared by every server), else in a bounded in-process store.
  cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  poweredByHeader: false,
  compiler: {
    // Large module factories (hls.js, React) compile off the main thread while their chunk downloads (issue 19), and
    // so does every function of the framework's chunks (issue 32).
    async runAfterProductionCompile({ distDir }) {
      await parenthesizeBuildChunks(distDir);
      await addCompileHints(distDir);
    },
  },
  experimental: {
    // The page's stylesheets go inside its HTML instead of as <link>s: a phone's first paint waited for four to five
    // render-blocking requests (Lighthouse mobile: 150-300 ms of LCP, issue 19). About 11 kB gzip more per page.
    inlineCss: true,
    // Stylesheets chunked by the pages that share them. The default chunker gave every page one 46 kB sheet with the
    // player's, the TV guide's and the title page's rules in it, inlined twice (in the HTML and again in its RSC data):
    // 54 kB of CSS on /packets/2, now 21 kB (HTML 38 kB gzip, now 27; issue 32). A page's chunks then need not load in
    // import order, so a rule over a composed or neighbouring class must not lean on order (components/ui/list.module.css).
    cssChunking: 'graph',
  },
  // Next hashes the whole HTML in JavaScript for an ETag on every answer, cached pages included: a third of the CPU a
  // cached home page (500 kB of HTML) cost (issue 21, profiled). Cached pages carry s-maxage for CDNs instead.
  generateEtags: false,
  // The platform (Hono + better-sqlite3) runs as its own process; keep native modules out of the bundles. The
  // OpenTelemetry SDK (instrumentation.ts) is loaded from node_modules as Node loads it, not rebundled.
  serverExternalPackages: [
    'better-sqlite3',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/sdk-trace-base',
    '@opentelemetry/resources',
    '@opentelemetry/exporter-trace-otlp-http',
    // The gateway's connection pool (lib/session/pool-fetch.ts), loaded as Node loads it.
    'undici',
  ],
  // next/image is not used (artwork is plain <img> at the spec's widths), so the optimizer fetches no remote host:
  // /_next/image must not be a proxy to anywhere on the internet.
  images: { remotePatterns: [], unoptimized: true },
  async headers() {
    return [{ source: '/:path*', headers: Object.entries(EVERY_ANSWER_HEADERS).map(([key, value]) => ({ key, value })) }];
  },
  async redirects() {
    // The personal account's old addresses (core-session-account.md section 2). Answered here rather than by a
    // page calling redirect(): such a page, rendered into the page cache on its first request, answered that request
    // with its Location header twice, and Chromium followed the joined value ('/settings/account, /settings/account').
    return [
      { source: '/lk', destination: '/settings/account', permanent: false },
      { source: '/lk_parental', destination: '/settings/parental', permanent: false },
    ];
  },
};

export default withNextIntl(nextConfig);
