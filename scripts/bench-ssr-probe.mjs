/**
 * Preloaded into the web server by scripts/bench-ssr.mjs (`--import`): writes one JSON line per slow answer
 * (BENCH_PROBE_SLOW_MS, default 1000) to BENCH_PROBE_LOG, with what the server knows of it: address, status, how the
 * page cache answered, the encoding, when the headers, the first body bytes and the end went out, and the longest
 * event-loop stall since the previous line. Issue 21: an idle run had 3 timeouts (max 9.8 s) of 28,000 answers, and
 * only the server can tell whether a slow answer waited inside its handler (a render, the platform, compression) or
 * before it (the connection, the client).
 */
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const LOG = process.env.BENCH_PROBE_LOG;
const SLOW_MS = Number(process.env.BENCH_PROBE_SLOW_MS ?? 1000);

if (LOG) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function probedEmit(event, req, res) {
    if (event === 'connection') req.acceptedAt = performance.now();
    if (event === 'request') {
      const start = performance.now();
      const since = () => Math.round(performance.now() - start);
      const marks = {};
      const { writeHead, write, end } = res;
      res.writeHead = function markedWriteHead(...args) {
        marks.head ??= since();
        return writeHead.apply(this, args);
      };
      res.write = function markedWrite(...args) {
        marks.firstWrite ??= since();
        return write.apply(this, args);
      };
      res.end = function markedEnd(...args) {
        marks.end ??= since();
        return end.apply(this, args);
      };
      const firstOnConnection = !req.socket.probed;
      req.socket.probed = true;
      res.once('close', () => {
        const ms = since();
        if (ms < SLOW_MS) return;
        const line = {
          ms,
          url: req.url,
          status: res.statusCode,
          cache: res.getHeader('x-nextjs-cache') ?? null,
          encoding: res.getHeader('content-encoding') ?? null,
          finished: res.writableFinished,
          ...marks,
          // The first request of a connection: how long after the connection was accepted it arrived.
          ...(firstOnConnection && req.socket.acceptedAt ? { afterAccept: Math.round(start - req.socket.acceptedAt) } : {}),
          loopStallMs: Math.round(loop.max / 1e6),
        };
        loop.reset();
        appendFileSync(LOG, `${JSON.stringify(line)}\n`);
      });
    }
    return emit.apply(this, arguments);
  };
}
