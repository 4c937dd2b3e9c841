#!/usr/bin/env node
// Fails when client state is held outside its place (ARCHITECTURE.md, "Where state lives"; issue 17: one client-state
// convention). Module stores (a module-level listener set, an exported `subscribe…`) live only inside player/;
// the app holds shared state in jotai and server data in SWR. `useSyncExternalStore` outside player/ only reads the
// browser: each file that uses it is listed below with what it reads, so a new use is a review question, not a habit.
// Tests are left out. Usage: node scripts/check-state-conventions.mjs [root] (part of `npm run lint`).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..');
const SCANNED = ['app', 'components', 'lib'];

/** Every `useSyncExternalStore` outside player/, and the browser source it subscribes to. */
export const BROWSER_READS = {
  'lib/channels/use-media-query.ts': 'matchMedia',
  'lib/partners/browser-partner.ts': 'the partner cookie',
  'lib/ui-state/stored-atom.ts': 'whether the page has hydrated',
  'components/catalogue/use-address-library.ts': 'the address',
  'components/channels/share-button.tsx': 'the user agent',
  'components/mini-player/mini-player.tsx': 'picture-in-picture support',
  'components/mini-player/mini-player-host.tsx': "the player's dock (player/dock/dock-store.ts, the player's own store)",
};

/** Module-level listeners that carry events and hold no state (nothing to render from), and why they are there. */
export const EVENT_SOURCES = {
  'lib/api/browser.ts': 'authentication failures of the browser API client, heard by the session layer',
};

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const TEST = /\.test\.(ts|tsx|mts|mjs)$/;
const USES_EXTERNAL_STORE = /\buseSyncExternalStore\b/;
/** A store of its own: listeners kept at module level, or a module exporting a subscription. */
const MODULE_STORE = [
  /^(?:export\s+)?(?:const|let)\s+\w*(?:listeners|subscribers)\w*\s*=\s*new\s+(?:Set|Map)\b/im,
  /^export\s+function\s+subscribe\w*\s*\(\s*(?:listener|callback|onChange|onStoreChange)\b/m,
  /^export\s+const\s+subscribe\w*\s*=\s*\(\s*(?:listener|callback|onChange|onStoreChange)\b/m,
];

function* sourceFiles(folder) {
  let entries;
  try {
    entries = readdirSync(join(ROOT, folder), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) yield path;
  }
}

const problems = [];
const seen = new Set();
for (const folder of SCANNED) {
  for (const file of sourceFiles(folder)) {
    const name = file.split(sep).join('/');
    const text = readFileSync(join(ROOT, file), 'utf8');
    if (USES_EXTERNAL_STORE.test(text)) {
      seen.add(name);
      if (!BROWSER_READS[name]) {
        problems.push(
          `${name}: useSyncExternalStore outside player/ reads only the browser; app state goes in a jotai atom, server data in SWR (or list the browser source in scripts/check-state-conventions.mjs)`,
        );
      }
    }
    if (!EVENT_SOURCES[name] && MODULE_STORE.some((pattern) => pattern.test(text))) {
      problems.push(`${name}: a module store outside player/; hold shared state in a jotai atom (ARCHITECTURE.md, "Where state lives")`);
    }
  }
}
for (const name of Object.keys(BROWSER_READS)) {
  if (!seen.has(name)) problems.push(`${name}: listed as a browser read but uses no useSyncExternalStore any more; drop it from the list`);
}

if (problems.length > 0) {
  console.error(`State outside its place (${relative(process.cwd(), ROOT) || '.'}):\n${problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`State conventions hold: ${seen.size} browser reads through useSyncExternalStore, no module store outside player/.`);
