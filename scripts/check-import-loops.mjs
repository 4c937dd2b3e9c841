#!/usr/bin/env node
// Fails when folders of lib/ or of components/ import each other in a circle, directly (a <-> b) or through others
// (a -> b -> c -> a): issue 17, "layers that hold". A loop means none of its folders can be understood, tested or
// moved without the others; the dependency between two folders goes one way. Type-only and stylesheet imports count
// too: they tie the folders' meaning together all the same. Tests are left out (a test may use anything).
// Usage: node scripts/check-import-loops.mjs (part of `npm run lint`).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** lib/ never imports components/ (ESLint), so a loop can only lie inside one of them. */
const SCANNED = ['lib', 'components'];

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const TEST = /\.test\.(ts|tsx|mts|mjs)$/;
// `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`.
const IMPORT = /(?:^|[^\w.$])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[^\w.$])import\s*\(?\s*['"]([^'"]+)['"]/g;

function* sourceFiles(folder) {
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) yield path;
  }
}

/** `lib/session/x.ts` -> `lib/session`; a file directly in lib/ is a unit of its own (`lib/browser-storage`). */
function unitOf(path) {
  const parts = path.split(sep).join('/').split('/');
  if (!SCANNED.includes(parts[0])) return null;
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : `${parts[0]}/${parts[1].replace(SOURCE, '')}`;
}

function targetOf(file, specifier) {
  if (specifier.startsWith('@/')) return normalize(specifier.slice(2));
  if (specifier.startsWith('.')) return relative(ROOT, join(ROOT, dirname(file), specifier));
  return null;
}

/** Folder edges: from -> (to -> one example import, for the message). */
function folderEdges() {
  const edges = new Map();
  for (const folder of SCANNED) {
    for (const file of sourceFiles(folder)) {
      const from = unitOf(file);
      if (!edges.has(from)) edges.set(from, new Map());
      for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2];
        const target = targetOf(file, specifier);
        const to = target && unitOf(target);
        if (!to || to === from || edges.get(from).has(to)) continue;
        edges.get(from).set(to, `${file} imports ${specifier}`);
      }
    }
  }
  return edges;
}

/** The shortest way back from `start` to itself, as the list of edges walked, or null. */
function loopThrough(start, edges) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const unit = queue.shift();
    for (const next of edges.get(unit)?.keys() ?? []) {
      if (next === start) {
        const path = [[unit, next]];
        for (let at = unit; cameFrom.get(at) !== null; at = cameFrom.get(at)) path.unshift([cameFrom.get(at), at]);
        return path;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, unit);
        queue.push(next);
      }
    }
  }
  return null;
}

const edges = folderEdges();
const reported = new Set();
let loops = 0;
for (const start of [...edges.keys()].sort()) {
  if (reported.has(start)) continue;
  const path = loopThrough(start, edges);
  if (!path) continue;
  loops += 1;
  for (const [from] of path) reported.add(from);
  console.error(
    `Folder loop ${[...path.map(([from]) => from), start].join(' -> ')}:\n` +
      path.map(([from, to]) => `  ${edges.get(from).get(to)}`).join('\n') +
      '\nMake the dependency go one way (move the shared piece, or inject it).',
  );
}
if (loops) process.exit(1);
console.log(`No folder loops in ${SCANNED.map((folder) => `${folder}/`).join(' or ')}.`);
