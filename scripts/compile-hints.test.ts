import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, addCompileHints } from './compile-hints.mjs';

describe('addCompileHints', () => {
  it("marks the framework's root main chunks once, and no other chunk", () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'hints-'));
    mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
    writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/react.js'] }));
    writeFileSync(path.join(dist, 'static/chunks/react.js'), 'push([1,()=>{}])');
    writeFileSync(path.join(dist, 'static/chunks/lazy.js'), 'push([2,()=>{}])');

    expect(addCompileHints(dist)).toEqual(['static/chunks/react.js']);
    expect(addCompileHints(dist)).toEqual([]);
    expect(readFileSync(path.join(dist, 'static/chunks/react.js'), 'utf8')).toBe(`${COMPILE_HINT}push([1,()=>{}])`);
    expect(readFileSync(path.join(dist, 'static/chunks/lazy.js'), 'utf8')).toBe('push([2,()=>{}])');
  });
});
