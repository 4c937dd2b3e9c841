#!/usr/bin/env node
// Fails when two folders of lib/ import each other (issue 17: "layers that hold"). A loop means neither folder can be
// understood, tested or moved without the other; the dependency between two folders goes one way. Type-only imports
// count too: they tie the folders' meaning together all the same. Tests are left out (a test may use anything).
//
// KNOWN_LOOPS are the ones still to break, listed so that no new loop can join them: the check also fails when a
// listed loop is gone, so the list only shrinks. Usage: node scripts/check-import-loops.mjs (part of `npm run lint`).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = 'lib';

/** Each pair sorted by name, as `a <-> b`. */
const KNOWN_LOOPS = new Set([]);

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
  if (parts[0] !== SCANNED) return null;
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : `${parts[0]}/${parts[1].replace(SOURCE, '')}`;
}

function targetOf(file, specifier) {
  if (specifier.startsWith('@/')) return normalize(specifier.slice(2));
  if (specifier.startsWith('.')) return relative(ROOT, join(ROOT, dirname(file), specifier));
  return null;
}

/** Folder edges: `from -> to` with one example import each, for the message. */
function folderEdges() {
  const edges = new Map();
  for (const file of sourceFiles(SCANNED)) {
    const from = unitOf(file);
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(IMPORT)) {
      const target = targetOf(file, match[1] ?? match[2]);
      const to = target && unitOf(target);
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      if (!edges.has(key)) edges.set(key, `${file} imports ${match[1] ?? match[2]}`);
    }
  }
  return edges;
}

const edges = folderEdges();
const loops = new Map();
for (const [key, example] of edges) {
  const [from, to] = key.split(' -> ');
  const back = edges.get(`${to} -> ${from}`);
  if (back && from < to) loops.set(`${from} <-> ${to}`, [example, back]);
}

const fresh = [...loops].filter(([pair]) => !KNOWN_LOOPS.has(pair));
const gone = [...KNOWN_LOOPS].filter((pair) => !loops.has(pair));
for (const [pair, [there, back]] of fresh) {
  console.error(`Folder loop ${pair}:\n  ${there}\n  ${back}\nMake the dependency go one way (move the shared piece, or inject it).`);
}
for (const pair of gone) console.error(`${pair} is no longer a loop: remove it from KNOWN_LOOPS in scripts/check-import-loops.mjs.`);
if (fresh.length || gone.length) process.exit(1);
console.log(`No new folder loops in ${SCANNED}/ (${KNOWN_LOOPS.size} known, listed to be broken).`);
