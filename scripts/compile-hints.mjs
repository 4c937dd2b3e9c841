/**
 * V8's explicit compile hint on the framework's chunks: every page loads them first (the build manifest's
 * rootMainFiles: React DOM, Next's router, the chunk runtime), and nearly every function in them runs while the page
 * starts. Without the hint V8 compiles each function on the main thread when first called; with it, while the script
 * streams in, on a background thread (https://v8.dev/blog/explicit-compile-hints). Traced unthrottled on /packets/2
 * (9 runs, load about 7): the start-up task that runs them went from 128-146 ms to 62-75 ms, about 250 ms less
 * blocking time at Lighthouse's 4x CPU. Run after `next build` (package.json `build`, scripts/e2e.mjs, scripts/start.mjs);
 * idempotent. Usage: node scripts/compile-hints.mjs [distDir]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to the dist dir's root main files that lack it; returns the files changed. */
export function addCompileHints(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const changed = [];
  for (const file of manifest.rootMainFiles ?? []) {
    const chunk = path.join(distDir, file);
    const source = readFileSync(chunk, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(chunk, COMPILE_HINT + source);
    changed.push(file);
  }
  return changed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
  console.log(`compile hints added to ${addCompileHints(distDir).length} framework chunks in ${distDir}`);
}
