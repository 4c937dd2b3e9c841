/**
 * The page policy's script-src without 'unsafe-inline' (issue 35 item 3). Public pages are rendered once and served
 * from the page cache to everyone, so they cannot carry a per-request nonce; instead the production server (server.mjs)
 * reads each HTML answer once, hashes the inline scripts in it that have a form our app emits, and names those hashes
 * in the answer's script-src. Any other inline script (one injected through reflected input) is not hashed and the
 * browser refuses to run it.
 *
 * Forms hashed: Next's flight data (`self.__next_f.push(<JSON>)`, `(self.__next_f=self.__next_f||[]).push(<JSON>)`),
 * Turbopack's chunk list (`(globalThis["TURBOPACK"] || ...).push(<JSON>)`), whose argument must parse as JSON, so
 * a look-alike carrying code is refused; React's streaming instructions (`$RC("B:0","S:0")`, string arguments only,
 * after React's own fixed runtime, learnt from react-dom); and our own inline scripts, registered by exact text when
 * the module rendering them loads (registerInlineScript).
 * Plain JavaScript: server.mjs loads it outside Next's compiler; the app's bundles register through a global symbol.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { createLruMap } from '../collections/lru-map.mjs';

const REGISTERED = Symbol.for('tv-web.inline-scripts');
/** Policies remembered per stored page entry, so a cache hit is not hashed again. */
const MAX_REMEMBERED_ENTRIES = 10_000;

const PUSH_FORMS = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(([\s\S]*)\)$/,
  /^self\.__next_f\.push\(([\s\S]*)\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/,
];
/** React's streaming instructions: calls of its functions with string (or nested string array) arguments only. */
const REACT_INSTRUCTIONS = /^(?:\$R[A-Z]\((?:"(?:[^"\\\n]|\\.)*"|[[\],])*\);?)*$/;
/** The React DOM server whose fixed runtime scripts (`$RC=function…`, the form replaying script) pages carry. */
const REACT_DOM_SERVER = 'next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js';
const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * React's own inline runtime scripts, read once from the React DOM server Next renders with: the precomputed string
 * chunks that define its instruction functions. Longest first, so a prefix is never taken for the whole.
 */
export function reactRuntimeScripts(source) {
  const literals = source.matchAll(/stringToPrecomputedChunk\(\s*'((?:[^'\\]|\\.)*)'\s*\)/g);
  const runtimes = new Set();
  for (const [, literal] of literals) {
    const text = JSON.parse(`"${literal.replace(/\\'/g, "'").replace(/"/g, '\\"').replace(/\\\\"/g, '\\"').replace(/\\x([0-9a-f]{2})/gi, '\\u00$1')}"`);
    // Some carry the start of their first call (`…;$RR("`): the call is read as an instruction instead.
    if (/^\$R[A-Z]+=/.test(text) || text.startsWith('addEventListener("submit"')) runtimes.add(text.replace(/\$R[A-Z]\("$/, ''));
  }
  return [...runtimes].sort((a, b) => b.length - a.length);
}

let reactRuntimes = null;
function installedReactRuntimes() {
  if (!reactRuntimes) {
    try {
      reactRuntimes = reactRuntimeScripts(readFileSync(createRequire(import.meta.url).resolve(REACT_DOM_SERVER), 'utf8'));
    } catch {
      reactRuntimes = [];
    }
  }
  return reactRuntimes;
}

function registered() {
  globalThis[REGISTERED] ??= new Set();
  return globalThis[REGISTERED];
}

/** Marks an inline script of ours, by its exact text, as one the page policy lets run. */
export function registerInlineScript(text) {
  registered().add(text);
  return text;
}

function isJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether an inline script's text is one our app or its framework emits. */
export function isKnownInlineScript(text, known = registered(), runtimes = installedReactRuntimes()) {
  if (known.has(text)) return true;
  for (const form of PUSH_FORMS) {
    const match = form.exec(text);
    if (match) return isJson(match[1]);
  }
  // React's instruction scripts: its runtimes (each the first time a page needs it), then the calls.
  let rest = text;
  for (let runtime = runtimes.find((r) => rest.startsWith(r)); runtime; runtime = runtimes.find((r) => rest.startsWith(r))) {
    rest = rest.slice(runtime.length);
  }
  return rest !== text || rest.startsWith('$R') ? REACT_INSTRUCTIONS.test(rest) : false;
}

function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The CSP hash sources (`'sha256-…'`) of the executable inline scripts of a page whose form we emit, each once. */
export function inlineScriptHashes(html, known = registered()) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(SCRIPT_TAG)) {
    if (!text || attribute(attributes, 'src') !== null) continue;
    if (!EXECUTABLE_TYPE.test((attribute(attributes, 'type') ?? '').trim())) continue;
    if (!isKnownInlineScript(text, known)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy with the hashes added to script-src; unchanged when it still allows any inline script (development). */
export function policyWithHashes(policy, hashes) {
  if (!hashes.length) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      if (!/^script-src\s/i.test(trimmed) || trimmed.includes("'unsafe-inline'")) return directive;
      return ` ${trimmed} ${hashes.join(' ')}`;
    })
    .join(';')
    .trim();
}

/** Policies by stored page entry, least recently used first out. */
export function createPolicyMemo(maxEntries = MAX_REMEMBERED_ENTRIES) {
  const hashesByEntry = createLruMap({ maxEntries });
  return {
    get: (entry) => hashesByEntry.get(entry),
    put: (entry, hashes) => void hashesByEntry.set(entry, hashes),
    get size() {
      return hashesByEntry.size;
    },
  };
}

const sharedMemo = createPolicyMemo();
const POLICY_HEADER = 'content-security-policy';
const DECODERS = { gzip: gunzipSync, deflate: inflateSync, br: brotliDecompressSync };

/** The page's text from the bytes handed down: Next's own compression (a fresh render) sits above this layer. */
function pageText(body, encoding) {
  if (!encoding || encoding === 'identity') return body.toString('utf8');
  const decode = DECODERS[encoding];
  try {
    return decode ? decode(body).toString('utf8') : '';
  } catch {
    return '';
  }
}

/**
 * Installs the hashing on one response, before Next handles it (server.mjs, outside page-compression.mjs so it sees
 * Next's uncompressed HTML). An HTML answer carrying a policy is held until its end (a policy header must precede the
 * body), its inline scripts hashed (a stored page once per entry, by the entry name the cache handler sets), then sent
 * on. Any other answer passes untouched. Fresh renders therefore no longer stream their HTML: see README.
 * Next's own compression wraps the response after this layer, so a fresh render reaches it already compressed (its
 * Content-Encoding set through this layer's setHeader); the page compression layer below sets its encoding directly.
 */
export function hashInlineScripts(req, res, { memo = sharedMemo, entryHeader } = {}) {
  const { appendHeader, setHeader, writeHead, flushHeaders, write, end } = res;
  let entry = null;
  let encodedAbove = null;
  let held = null;
  let heldHead = null;
  const chunks = [];

  const noteEntry = (name, value) => {
    const lower = String(name).toLowerCase();
    if (entryHeader && lower === entryHeader) entry = String(value);
    if (lower === 'content-encoding') encodedAbove = String(value).trim().toLowerCase();
  };
  res.appendHeader = function entryAwareAppend(name, value) {
    noteEntry(name, value);
    return appendHeader.call(this, name, value);
  };
  res.setHeader = function entryAwareSet(name, value) {
    noteEntry(name, value);
    return setHeader.call(this, name, value);
  };
  /** Decided at the first write or head: whether this answer is a page whose policy needs its hashes. */
  const holding = () => {
    // A 304 updates the headers the browser stored with the page: a policy without the page's hashes would replace
    // the one with them, so a 304 carries none and the stored one stays.
    if (res.statusCode === 304 && !res.headersSent) res.removeHeader(POLICY_HEADER);
    if (held === null) {
      held =
        !res.headersSent &&
        String(res.getHeader('content-type') ?? '').startsWith('text/html') &&
        /script-src/i.test(String(res.getHeader(POLICY_HEADER) ?? ''));
    }
    return held;
  };
  res.writeHead = function heldWriteHead(...args) {
    // Headers passed here are part of the decision (content type), so they are set first.
    const headers = args.find((arg, index) => index > 0 && arg && typeof arg === 'object');
    if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
    this.statusCode = status;
    const message = typeof args[1] === 'string' ? args[1] : undefined;
    if (!holding()) return writeHead.call(this, status, message);
    heldHead = { status, message };
    return this;
  };
  res.flushHeaders = function heldFlush() {
    if (!holding()) return flushHeaders.call(this);
  };
  res.write = function heldWrite(chunk, encoding, callback) {
    if (!holding()) return write.call(this, chunk, encoding, callback);
    if (chunk && typeof chunk !== 'function') chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk));
    const done = [encoding, callback].find((arg) => typeof arg === 'function');
    if (done) queueMicrotask(done);
    return true;
  };
  res.end = function heldEnd(chunk, encoding, callback) {
    if (!holding()) return end.call(this, chunk, encoding, callback);
    if (chunk && typeof chunk !== 'function') chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk));
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    const body = Buffer.concat(chunks);
    let hashes = entry ? memo.get(entry) : undefined;
    if (!hashes) {
      hashes = inlineScriptHashes(pageText(body, encodedAbove));
      // A HEAD answer has no body to hash: its empty list is not the entry's.
      if (entry && body.length) memo.put(entry, hashes);
    }
    setHeader.call(this, POLICY_HEADER, policyWithHashes(String(res.getHeader(POLICY_HEADER)), hashes));
    // Released: Node's implicit head and the layers below now go straight through.
    held = false;
    if (heldHead) writeHead.call(this, heldHead.status, heldHead.message);
    return end.call(this, req.method === 'HEAD' ? undefined : body, done);
  };
}
