import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, EAGER_FACTORY_MIN_CHARS, addCompileHints, parenthesizeBuildChunks, parenthesizeLargeFactories } from './eager-compile.mjs';

const chunk = (...items: string[]) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${items.join(',')}]);`;
const large = `e=>{"use strict";let t="${'x'.repeat(100)}";e.s(["t",0,t],2)}`;

describe('parenthesizeLargeFactories', () => {
  it('wraps a large module factory in parentheses, so V8 compiles it off the main thread while the chunk streams', () => {
    expect(parenthesizeLargeFactories(chunk('1', 'e=>{}', '2', large), 100)).toBe(chunk('1', 'e=>{}', '2', `(${large})`));
  });

  it('leaves the chunk a valid script whose factories are the same functions', () => {
    const pushed: unknown[][] = [];
    const run = (source: string) =>
      new Function('globalThis', 'document', source)({ TURBOPACK: { push: (items: unknown[]) => pushed.push(items) } }, undefined);
    run(parenthesizeLargeFactories(chunk('2', large, '3', '(e,t,n)=>{t.exports={}}'), 100));
    expect(pushed[0].map((item) => typeof item)).toEqual(['undefined', 'number', 'function', 'number', 'function']);
  });

  it('wraps a factory once, and leaves any other script as it is', () => {
    const once = parenthesizeLargeFactories(chunk('2', large), 100);
    expect(parenthesizeLargeFactories(once, 100)).toBe(once);
    expect(parenthesizeLargeFactories('self.x=function(){}', 1)).toBe('self.x=function(){}');
  });
});

describe('parenthesizeBuildChunks', () => {
  async function buildWith(files: Record<string, string>): Promise<string> {
    const dist = await mkdtemp(path.join(tmpdir(), 'eager-compile-'));
    await mkdir(path.join(dist, 'static', 'chunks'), { recursive: true });
    for (const [name, source] of Object.entries(files)) await writeFile(path.join(dist, 'static', 'chunks', name), source);
    return dist;
  }
  const reactSized = `e=>{"use strict";let t="${'x'.repeat(EAGER_FACTORY_MIN_CHARS)}";e.s(["t",0,t],2)}`;

  it("rewrites a build's chunks in place", async () => {
    const dist = await buildWith({ 'a.js': chunk('1', reactSized), 'b.js': chunk('2', 'e=>{}') });
    await expect(parenthesizeBuildChunks(dist)).resolves.toBe(1);
    expect(await readFile(path.join(dist, 'static', 'chunks', 'a.js'), 'utf8')).toBe(chunk('1', `(${reactSized})`));
  });

  it('fails the build when it finds nothing to wrap, as when Turbopack changes how it writes chunks', async () => {
    const dist = await buildWith({ 'a.js': `self.TURBOPACK_CHUNK=[1,${reactSized}]`, 'b.js': chunk('2', 'e=>{}') });
    await expect(parenthesizeBuildChunks(dist)).rejects.toThrow(/chunk format changed/);
  });
});

describe('addCompileHints', () => {
  it("marks the framework's root main chunks once, and no other chunk", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
    await mkdir(path.join(dist, 'static', 'chunks'), { recursive: true });
    await writeFile(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/react.js'] }));
    await writeFile(path.join(dist, 'static', 'chunks', 'react.js'), chunk('1', 'e=>{}'));
    await writeFile(path.join(dist, 'static', 'chunks', 'lazy.js'), chunk('2', 'e=>{}'));

    await expect(addCompileHints(dist)).resolves.toEqual(['static/chunks/react.js']);
    await expect(addCompileHints(dist)).resolves.toEqual([]);
    expect(await readFile(path.join(dist, 'static', 'chunks', 'react.js'), 'utf8')).toBe(`${COMPILE_HINT}${chunk('1', 'e=>{}')}`);
    expect(await readFile(path.join(dist, 'static', 'chunks', 'lazy.js'), 'utf8')).toBe(chunk('2', 'e=>{}'));
  });

  it('fails the build when the manifest names no root main files', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
    await writeFile(path.join(dist, 'build-manifest.json'), JSON.stringify({ pages: {} }));
    await expect(addCompileHints(dist)).rejects.toThrow(/root main files/);
  });
});
