/**
 * The floor of scripts/lighthouse.mjs: each audited page as its server sent it, with every script taken out (inline
 * and external, and their preloads), served from a loopback port of its own; any other request (stylesheets, icons,
 * the page's own images) is passed to the app. What Lighthouse then measures is the cost of the document alone
 * (parsing, style, layout, paint, images) on this machine in this run, beside which the page's own figure says what
 * its JavaScript adds.
 */
import { createServer } from 'node:http';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*\bas="script"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

/** A page's HTML without its scripts. */
export function withoutScripts(html) {
  return html.replace(SCRIPT, '').replace(SCRIPT_PRELOAD, '');
}

/** Serves script-free copies of `baseUrl`'s pages (fetched with `headers`); resolves to its base address and close(). */
export async function serveScriptFreeCopies(baseUrl, headers) {
  const server = createServer(async (req, res) => {
    try {
      const upstream = await fetch(new URL(req.url ?? '/', baseUrl), { headers, redirect: 'manual' });
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      const body = type.startsWith('text/html')
        ? Buffer.from(withoutScripts(await upstream.text()))
        : Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, { 'content-type': type, 'cache-control': upstream.headers.get('cache-control') ?? 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(502);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://localhost:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
