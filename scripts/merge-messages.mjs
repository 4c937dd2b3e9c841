/**
 * Merges new message keys into messages/{locale}.json under a lock, so several people adding strings
 * at once never overwrite each other. Input: a JSON file { "<locale>": { "<namespace>": { ... } } }
 * with all 11 locales. Usage: node scripts/merge-messages.mjs /path/to/new-keys.json
 */
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.mjs';

const LOCALES = ['kk', 'ru', 'en', 'uz', 'bg', 'tg', 'ky', 'ka', 'lv', 'az', 'ro'];
const lock = path.join(ROOT, 'messages', '.lock');

function deepMerge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = deepMerge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const missing = LOCALES.filter((locale) => !input[locale]);
if (missing.length) {
  console.error(`missing locales in input: ${missing.join(', ')}`);
  process.exit(1);
}

const deadline = Date.now() + 30_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error('messages/.lock is held for over 30 s; remove it if no merge is running');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
try {
  for (const locale of LOCALES) {
    const file = path.join(ROOT, 'messages', `${locale}.json`);
    const merged = deepMerge(JSON.parse(readFileSync(file, 'utf8')), input[locale]);
    writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  }
} finally {
  rmdirSync(lock);
}
console.log(`merged ${Object.keys(input.en).join(', ')} into ${LOCALES.length} catalogues`);
