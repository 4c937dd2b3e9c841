import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { createPolicyMemo, hashInlineScripts, inlineScriptHashes, isKnownInlineScript, policyWithHashes, reactRuntimeScripts } from './script-hashes.mjs';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const page = (...scripts: string[]) => `<!DOCTYPE html><html><body>${scripts.join('')}</body></html>`;

describe('hashes of inline scripts', () => {
  const ours = new Set(['(function(w){w.x=1})(window)']);

  it("hashes Next's flight pushes and Turbopack's chunk list, whose arguments are JSON", () => {
    const first = '(self.__next_f=self.__next_f||[]).push([0])';
    const data = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
    const chunks = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"]});';
    const html = page(`<script>${first}</script>`, `<script>${data}</script>`, `<script id="_R_">${chunks}</script>`);
    expect(inlineScriptHashes(html, ours)).toEqual([hashOf(first), hashOf(data), hashOf(chunks)]);
  });

  it('hashes our own registered scripts by exact text, and nothing else', () => {
    expect(inlineScriptHashes(page('<script>(function(w){w.x=1})(window)</script>'), ours)).toEqual([hashOf('(function(w){w.x=1})(window)')]);
    expect(inlineScriptHashes(page('<script>(function(w){w.x=2})(window)</script>'), ours)).toEqual([]);
  });

  it('does not hash an injected script, nor one disguised as a push with arguments that are not JSON', () => {
    expect(isKnownInlineScript('alert(document.cookie)', ours)).toBe(false);
    expect(isKnownInlineScript('self.__next_f.push(alert(1))', ours)).toBe(false);
    expect(isKnownInlineScript('self.__next_f.push([1]);alert(1)//)', ours)).toBe(false);
    expect(isKnownInlineScript('self.__next_f.push([1]),alert(1),([1])', ours)).toBe(false);
    expect(isKnownInlineScript('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(fetch("//evil.example"))', ours)).toBe(false);
    expect(isKnownInlineScript('$RC("B:0",alert(1))', ours)).toBe(false);
    expect(isKnownInlineScript('$RC=function(){alert(1)};$RC("B:0","S:0")', ours)).toBe(false);
    expect(inlineScriptHashes(page('<script>alert(1)</script>', '<SCRIPT>self.__next_f.push(alert(1))</SCRIPT>'), ours)).toEqual([]);
  });

  it("hashes React's streaming instructions with string arguments, after React's own runtime", () => {
    const runtimes = reactRuntimeScripts(readFileSync(require.resolve('next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js'), 'utf8'));
    const boundaries = runtimes.find((runtime) => runtime.startsWith('$RB=[];'))!;
    expect(boundaries).toContain('$RC=function');
    expect(isKnownInlineScript(`${boundaries}$RC("B:0","S:0")`, ours, runtimes)).toBe(true);
    expect(isKnownInlineScript('$RC("B:1","S:1")', ours, runtimes)).toBe(true);
    expect(isKnownInlineScript('$RR("B:2","S:2",[["/_next/a.css","next"]])', ours, runtimes)).toBe(true);
    expect(isKnownInlineScript('$RX("B:2","","msg","stack")', ours, runtimes)).toBe(true);
    expect(isKnownInlineScript(`${boundaries}alert(1)`, ours, runtimes)).toBe(false);
    expect(isKnownInlineScript('$RC=function(){alert(1)};$RC("B:0","S:0")', ours, runtimes)).toBe(false);
    expect(isKnownInlineScript('$RC("B:0"+alert(1))', ours, runtimes)).toBe(false);
  });

  it('leaves external scripts and data blocks (JSON-LD) alone', () => {
    const html = page('<script src="/_next/static/chunks/a.js" async=""></script>', '<script type="application/ld+json">{"@type":"Movie"}</script>');
    expect(inlineScriptHashes(html, ours)).toEqual([]);
  });

  it("adds the hashes to script-src only, and leaves a policy allowing any inline script as it is", () => {
    const policy = "default-src 'self'; script-src 'self' https://www.gstatic.com; style-src 'self' 'unsafe-inline'";
    expect(policyWithHashes(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' https://www.gstatic.com 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'",
    );
    const development = "script-src 'self' 'unsafe-inline' 'unsafe-eval'";
    expect(policyWithHashes(development, ["'sha256-a'"])).toBe(development);
  });
});

describe('the hashing layer of the production server', () => {
  const POLICY = "default-src 'self'; script-src 'self'";
  const push = 'self.__next_f.push([1,"a"])';

  function answer(method = 'GET') {
    const req = new IncomingMessage(new Socket());
    req.method = method;
    const res = new ServerResponse(req);
    const sink = new PassThrough();
    const sent: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => sent.push(chunk));
    res.assignSocket(sink as unknown as Socket);
    return { req, res, sent: () => Buffer.concat(sent).toString('utf8') };
  }

  function sendPage(res: ServerResponse, body: string, entry?: string) {
    if (entry) res.appendHeader('x-tv-cache-entry', entry);
    res.setHeader('content-security-policy', POLICY);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.writeHead(200);
    res.write(body.slice(0, 20));
    res.end(body.slice(20));
  }

  it("names a page's script hashes in its policy before its body, and remembers them by stored entry", () => {
    const memo = createPolicyMemo();
    const body = page(`<script>${push}</script>`, '<script>alert(1)</script>');
    const first = answer();
    hashInlineScripts(first.req, first.res, { memo, entryHeader: 'x-tv-cache-entry' });
    sendPage(first.res, body, 'home:1');
    expect(first.res.getHeader('content-security-policy')).toBe(`${POLICY} ${hashOf(push)}`);
    expect(first.sent()).toContain(body);
    expect(memo.get('home:1')).toEqual([hashOf(push)]);

    const hit = answer();
    hashInlineScripts(hit.req, hit.res, { memo: { get: () => ["'sha256-kept'"], put: jest.fn(), size: 1 }, entryHeader: 'x-tv-cache-entry' });
    sendPage(hit.res, body, 'home:1');
    expect(hit.res.getHeader('content-security-policy')).toBe(`${POLICY} 'sha256-kept'`);
  });

  it("reads a fresh render that Next's own compression gzipped above this layer", () => {
    const fresh = answer();
    hashInlineScripts(fresh.req, fresh.res, {});
    fresh.res.setHeader('content-security-policy', POLICY);
    fresh.res.setHeader('content-type', 'text/html; charset=utf-8');
    fresh.res.setHeader('content-encoding', 'gzip');
    fresh.res.end(gzipSync(page(`<script>${push}</script>`)));
    expect(fresh.res.getHeader('content-security-policy')).toBe(`${POLICY} ${hashOf(push)}`);
    expect(fresh.sent()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*content-security-policy: [^\r]*'sha256-/);
  });

  it('sends a 304 with no policy, so the one stored with the page and its hashes stays; a HEAD is not remembered', () => {
    const notModified = answer();
    hashInlineScripts(notModified.req, notModified.res, {});
    notModified.res.setHeader('content-security-policy', POLICY);
    notModified.res.statusCode = 304;
    notModified.res.end();
    expect(notModified.res.getHeader('content-security-policy')).toBeUndefined();

    const memo = createPolicyMemo();
    const head = answer('HEAD');
    hashInlineScripts(head.req, head.res, { memo, entryHeader: 'x-tv-cache-entry' });
    head.res.appendHeader('x-tv-cache-entry', 'home:2');
    head.res.setHeader('content-security-policy', POLICY);
    head.res.setHeader('content-type', 'text/html');
    head.res.end();
    expect(memo.get('home:2')).toBeUndefined();
  });

  it('passes any answer other than a page with a policy untouched', () => {
    const json = answer();
    hashInlineScripts(json.req, json.res, {});
    json.res.setHeader('content-type', 'application/json');
    json.res.end('{"a":1}');
    expect(json.res.getHeader('content-security-policy')).toBeUndefined();
    expect(json.sent()).toContain('{"a":1}');
  });
});
