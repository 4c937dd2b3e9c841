/**
 * Stored pages compressed once per entry, not on every visit (issue 21). A browser asks with
 * `Accept-Encoding: gzip, deflate, br, zstd`, and Next's own compression gzipped the whole HTML of a cached page again
 * for every hit (about 420 kB on the home page): the biggest part of what a hit cost beyond writing the bytes.
 *
 * Next picks one stored entry for all requests to a page that arrive together (its response cache batches them), HTML,
 * RSC and every Accept-Encoding alike, so the choice of encoding cannot live in the cache handler. It lives here, per
 * response: the cache handler names each stored page it hands to Next with ENTRY_HEADER (its key and version); when
 * Next writes that header on an HTML answer, this layer sends that entry's compressed copy, made on its first such
 * answer and kept in a bounded store, and swallows Next's uncompressed body. Anything else (RSC answers, fresh renders,
 * files, API answers, a client asking for no encoding we keep) passes untouched to Next's own compression.
 * server.mjs installs it in front of Next's request handler, the way Next's documentation changes compression.
 * Plain JavaScript: server.mjs and cache-handler.mjs load it outside Next's compiler.
 */
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { createLruMap } from '../collections/lru-map.mjs';

/** Response header naming a stored page's entry; set by cache-handler.mjs, never sent to the client. */
export const ENTRY_HEADER = 'x-tv-cache-entry';
/** Encodings kept, best first (the Node 20 zlib has no zstd). */
const ENCODINGS = ['br', 'gzip'];
/** The compressed copies kept in this process: a few thousand pages (the home page's is about 30 kB). */
const STORE_BYTES = 48 * 1024 * 1024;
const ENABLED = Symbol.for('tv-web.page-compression');

const compressors = {
  // Once per entry and server, so the slow, small settings: quality 9 is within a few per cent of 11 at a tenth of the time.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 9,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** Whether server.mjs put this layer in front of Next (cache-handler.mjs names entries only then). */
export function pageCompressionEnabled() {
  return globalThis[ENABLED] === true;
}

export function enablePageCompression() {
  globalThis[ENABLED] = true;
}

/** The encoding of ours an Accept-Encoding header prefers (q-values honoured, `*` counted), or null. */
export function preferredEncoding(acceptEncoding) {
  if (!acceptEncoding) return null;
  const weights = new Map();
  for (const part of String(acceptEncoding).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name, quality === undefined ? 1 : Number(quality));
  }
  const weightOf = (encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best = null;
  for (const encoding of ENCODINGS)
    if (weightOf(encoding) > 0 && (!best || weightOf(encoding) > weightOf(best))) best = encoding;
  return best;
}

/** Compressed copies by entry and encoding, least recently used first out, bounded by their bytes. */
export function createCopyStore(maxBytes = STORE_BYTES) {
  const copies = createLruMap({ maxWeight: maxBytes, weightOf: (copy) => copy.length });
  const making = new Set();
  return {
    get(key) {
      return copies.get(key);
    },
    /** Claims the making of a copy: false when another answer is making it already. */
    claim(key) {
      if (making.has(key)) return false;
      making.add(key);
      return true;
    },
    release(key) {
      making.delete(key);
    },
    put(key, copy) {
      making.delete(key);
      copies.set(key, copy);
    },
    get bytes() {
      return copies.weight;
    },
  };
}

const sharedStore = createCopyStore();
/** On a response: the key of the kept copy it sends (or makes), for lib/cache/front-cache.mjs. */
const SENT_COPY = Symbol('sent copy');

/** The kept copy of an entry in an encoding (`<entry>:<encoding>`), or undefined when none is kept (yet, or any more). */
export function keptCopy(key, store = sharedStore) {
  return store.get(key);
}

/** The key of the kept copy a finished answer sent, or null when Next's own body went out (see compressStoredPages). */
export function sentCopyKey(res) {
  return res[SENT_COPY] ?? null;
}

function addVary(res) {
  const current = String(res.getHeader('vary') ?? '');
  const names = current
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) {
    res.setHeader('vary', [...names, 'Accept-Encoding'].join(', '));
  }
}

const toBuffer = (chunk, encoding) =>
  chunk instanceof Uint8Array
    ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
    : Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');
/** RSC requests as Next knows them: its flight header, or a `.rsc` / segment address it turns into that header later. */
const isRscRequest = (req) =>
  Boolean(req.headers.rsc || req.headers['next-router-prefetch']) || /\.(rsc|segments)(\/|\?|$)/.test(req.url ?? '');

/**
 * Installs the layer on one response, before Next handles it. Modes: `pass` (Next answers as it would), `copy` (the
 * kept copy is sent), `make` (Next's body is collected, compressed once, sent and kept).
 */
export function compressStoredPages(req, res, store = sharedStore) {
  const { appendHeader, setHeader, writeHead, write, end } = res;
  // Read now: a rewrite in middleware replaces the request's headers, and Next's flight headers are not passed on.
  const contentEncoding =
    isRscRequest(req) || (req.method !== 'GET' && req.method !== 'HEAD')
      ? null
      : preferredEncoding(req.headers['accept-encoding']);
  let mode = 'pass';
  let entry = null;
  let key = '';
  let copy = null;
  const chunks = [];

  /** Engages once the answer is known to be a named entry's HTML: its name and its content type, in either order. */
  const engage = () => {
    if (mode !== 'pass' || !entry || !contentEncoding || res.headersSent || res.statusCode !== 200) return;
    if (!String(res.getHeader('content-type') ?? '').startsWith('text/html') || isRscRequest(req)) return;
    key = `${entry}:${contentEncoding}`;
    copy = store.get(key) ?? null;
    if (copy) {
      mode = 'copy';
      setHeader.call(res, 'content-length', copy.length);
    } else if (req.method === 'GET' && store.claim(key)) {
      mode = 'make';
      // A visitor gone before the end leaves the copy to the next answer.
      res.once('close', () => store.release(key));
    } else {
      return;
    }
    setHeader.call(res, 'content-encoding', contentEncoding);
    addVary(res);
    res[SENT_COPY] = key;
  };
  const onEntry = (name) => {
    entry = name;
    engage();
  };

  // Next writes a stored page's headers with appendHeader; the entry header is read and dropped here.
  res.appendHeader = function appendEntryAware(name, value) {
    if (String(name).toLowerCase() !== ENTRY_HEADER) return appendHeader.call(this, name, value);
    onEntry(String(value));
    return this;
  };
  res.setHeader = function setEntryAware(name, value) {
    const lower = String(name).toLowerCase();
    if (lower === ENTRY_HEADER) {
      onEntry(String(value));
      return this;
    }
    // The body sent is ours: Next's length of the uncompressed HTML would be wrong (a kept copy carries its own).
    if (lower === 'content-length' && mode !== 'pass') return this;
    setHeader.call(this, name, value);
    if (lower === 'content-type') engage();
    return this;
  };
  // Only an HTML page with status 200 is the entry's HTML; anything else Next decided to send goes out as Next sends it.
  res.writeHead = function checkedWriteHead(...args) {
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
    if (mode !== 'pass' && (status !== 200 || !String(this.getHeader('content-type') ?? '').startsWith('text/html'))) {
      if (mode === 'make') store.release(key);
      mode = 'pass';
      this[SENT_COPY] = null;
      this.removeHeader('content-encoding');
      this.removeHeader('content-length');
    }
    return writeHead.apply(this, args);
  };
  /** Headers go out first: the status check above may still hand the answer back to Next. */
  const settled = () => {
    if (!res.headersSent) res.flushHeaders();
    return mode;
  };
  res.write = function storedWrite(chunk, encoding, callback) {
    if (mode === 'pass' || settled() === 'pass') return write.call(this, chunk, encoding, callback);
    if (mode === 'make' && chunk) chunks.push(toBuffer(chunk, encoding));
    return true;
  };
  res.end = function storedEnd(chunk, encoding, callback) {
    if (mode === 'pass' || settled() === 'pass') return end.call(this, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    if (mode === 'copy') return end.call(this, req.method === 'HEAD' ? undefined : copy, done);
    if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    compressors[contentEncoding](Buffer.concat(chunks)).then(
      (compressed) => {
        store.put(key, compressed);
        end.call(this, compressed, done);
      },
      (error) => {
        store.release(key);
        this.destroy(error);
      },
    );
    return this;
  };
}
