/**
 * The production server: Next's own request handler (what `next start` runs), with stored pages sent compressed once
 * per entry instead of gzipped again on every visit (lib/cache/page-compression.mjs, issue 21). Next's documentation
 * changes how answers are compressed through a custom server like this one. Each HTML page's policy names the hashes of
 * its inline scripts (lib/security/script-hashes.mjs, issue 35), which is why pages need this server, not `next start`.
 * A stored page asked for again as before is answered here, before Next, while provably the same (lib/cache/front-cache.mjs).
 * Arguments as `next start`'s: -p/--port (or PORT), -H/--hostname, --keepAliveTimeout (ms). Around it, what operators
 * run it with (lib/ops/server-operations.mjs):
 * /healthz, /readyz, /metrics, a JSON log line per request with its request id, and a graceful stop on SIGTERM.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import path from 'node:path';
import { ENTRY_HEADER, compressStoredPages, enablePageCompression } from './lib/cache/page-compression.mjs';
import { hashInlineScripts } from './lib/security/script-hashes.mjs';
import { createServerOperations } from './lib/ops/server-operations.mjs';
import { createRenderAdmission } from './lib/ops/render-admission.mjs';
import { answerGatewayCall } from './lib/session/gateway-hook.mjs';
import { createFrontCache } from './lib/cache/front-cache.mjs';
/**
 * How far V8 lets the heap grow past what survived the last full collection, in per cent. Left to itself it picks up
 * to 300 % when collections are fast: a server rendering distinct addresses (each render leaves about half a
 * megabyte of garbage) then held three times its live heap, 2.25 times its resident start over 3,000 distinct
 * addresses (issue 21: under 2 times). At 50 % it stayed within 1.2 times, for more frequent, smaller collections.
 * V8 reads this setting at every collection, so setting it here, before the app loads, takes effect.
 */
const HEAP_GROWING_PERCENT = 50;

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    keepAliveTimeout: { type: 'string' },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);

setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
// As `next start` does, before Next and React are loaded (they pick their production builds when loaded).
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

enablePageCompression();
const app = next({ dev: false, dir: import.meta.dirname, hostname: values.hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();
const operations = createServerOperations({ distDir: path.join(import.meta.dirname, process.env.NEXT_DIST_DIR || '.next') });

function serveWithNext(req, res) {
  compressStoredPages(req, res);
  // After the compression layer, so it reads Next's HTML before that layer compresses it (or sends a kept copy).
  hashInlineScripts(req, res, { entryHeader: ENTRY_HEADER });
  handle(req, res).catch((error) => {
    operations.logger.error({ err: error }, 'request failed');
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
}

// Pages rendered per request wait for one of a few render slots, or get a busy page (lib/ops/render-admission.mjs);
// its 503s show in the request log and in http_requests_total.
const admitRender = createRenderAdmission({ messagesDir: path.join(import.meta.dirname, 'messages') });
const serveFromFront = createFrontCache();
const serveBounded = (req, res) => admitRender(req, res, serveWithNext);

/**
 * The browser's API calls are answered before Next's router and middleware (lib/session/gateway-server.ts, issue 32),
 * then a stored page's kept answer where it is the one Next would give; every other request passes the render bound
 * on its way to Next.
 */
function serve(req, res) {
  if (!answerGatewayCall(req, res)) serveFromFront(req, res, serveBounded);
}

const server = createServer((req, res) => operations.handle(req, res, serve));
if (values.keepAliveTimeout) server.keepAliveTimeout = Number(values.keepAliveTimeout);
server.listen(port, values.hostname, () => operations.logger.info(`Ready on http://${values.hostname ?? 'localhost'}:${port}`));
operations.stopGracefully(server);
