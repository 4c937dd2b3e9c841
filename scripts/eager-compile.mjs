/**
 * Build step (next.config.mjs, `compiler.runAfterProductionCompile`): wraps each large module factory of the browser's
 * chunks in parentheses, so V8 compiles it while the chunk streams in, on a background thread, instead of on the main
 * thread when the chunk runs.
 *
 * Why: a Turbopack chunk is `push([script, id, factory, id, factory, ...])`. V8 compiles a script's top level off the
 * main thread while it downloads, but a function inside it only when first called, and a module factory is called once,
 * on the main thread. hls.js with the player's engine is one 585 kB factory: when the content page warmed the player at
 * idle, running its chunk was a 160-210 ms task at 4x CPU throttling, almost all of it V8 parsing that one function
 * (the last long task of every Lighthouse run there, issue 19). V8 compiles a parenthesized function with its script,
 * expecting it to be called at once (its "PIFE" heuristic): the same chunk now runs in 15-20 ms, its parse done on a
 * background thread, which a phone has cores for. The parentheses change nothing else: the factory is the same function.
 *
 * Only factories of at least EAGER_FACTORY_MIN_CHARS: a smaller one costs the main thread a few milliseconds at most,
 * and every wrap adds two bytes to the pages' JavaScript.
 *
 * The parentheses compile a factory itself, not the functions inside it, which V8 still compiles on the main thread
 * when first called. The framework's chunks (the build manifest's rootMainFiles: React DOM, Next's router, the chunk
 * runtime), which every page runs at start-up nearly whole, also get V8's explicit compile hint
 * (https://v8.dev/blog/explicit-compile-hints): every function in them is compiled while they stream in. Traced
 * unthrottled on /packets/2 (three runs each, load about 7), the start-up task that runs them went from 128-146 ms to
 * 62-75 ms, about 250 ms less blocking time at Lighthouse's 4x CPU (issue 32).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'acorn';

/** About 5 ms of main-thread parsing at 4x CPU throttling (the 585 kB factory took 125-235 ms). */
export const EAGER_FACTORY_MIN_CHARS = 20_000;

const CHUNK_PREFIX = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([';

function isFunction(node) {
  return node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';
}

/** The chunk's factories of at least `minChars`, not yet parenthesized: [start, end) offsets into the source. */
function largeFactories(source, minChars) {
  const program = parse(source, { ecmaVersion: 'latest', sourceType: 'script', preserveParens: true });
  const push = program.body[0]?.expression;
  const list = push?.type === 'CallExpression' ? push.arguments[0] : null;
  if (list?.type !== 'ArrayExpression') return [];
  return list.elements
    .filter((node) => node && isFunction(node) && node.end - node.start >= minChars)
    .map((node) => [node.start, node.end]);
}

/** A Turbopack browser chunk with its large factories parenthesized; any other script is returned as it is. */
export function parenthesizeLargeFactories(source, minChars = EAGER_FACTORY_MIN_CHARS) {
  if (!source.startsWith(CHUNK_PREFIX)) return source;
  let result = source;
  // From the end, so the offsets of the factories before each one stay valid.
  for (const [start, end] of largeFactories(source, minChars).reverse())
    result = `${result.slice(0, start)}(${result.slice(start, end)})${result.slice(end)}`;
  return result;
}

/**
 * Rewrites the browser chunks of a build in place; returns how many it changed. React's own factory is over the
 * threshold in every build, so a build where nothing changes means Turbopack writes its chunks differently (an upgrade)
 * and this step has stopped working: the build fails instead of silently losing the gain.
 */
export async function parenthesizeBuildChunks(distDir) {
  const directory = path.join(distDir, 'static', 'chunks');
  let changed = 0;
  for (const entry of await readdir(directory, { recursive: true })) {
    if (!entry.endsWith('.js')) continue;
    const file = path.join(directory, entry);
    const source = await readFile(file, 'utf8');
    const result = parenthesizeLargeFactories(source);
    if (result === source) continue;
    await writeFile(file, result);
    changed += 1;
  }
  if (changed === 0)
    throw new Error(
      `eager-compile: no browser chunk in ${directory} has a module factory of ${EAGER_FACTORY_MIN_CHARS} characters to ` +
        'compile off the main thread; has the Turbopack chunk format changed? (scripts/eager-compile.mjs)',
    );
  return changed;
}

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the compile hint to the build's root main files that lack it; returns the files changed. */
export async function addCompileHints(distDir) {
  const manifest = JSON.parse(await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'));
  if (!manifest.rootMainFiles?.length)
    throw new Error('eager-compile: the build manifest names no root main files; has its format changed? (scripts/eager-compile.mjs)');
  const changed = [];
  for (const file of manifest.rootMainFiles) {
    const chunk = path.join(distDir, file);
    const source = await readFile(chunk, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    await writeFile(chunk, COMPILE_HINT + source);
    changed.push(file);
  }
  return changed;
}
