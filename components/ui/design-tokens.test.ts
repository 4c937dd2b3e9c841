import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// The design tokens live in one place (issue 17); the app's stylesheets use them. player/ is left out: it is a
// library with its own look, which the app can tune through custom properties.
const ROOT = join(__dirname, '..', '..');
const TOKENS_FILE = join(ROOT, 'app', '[locale]', 'globals.css');
const STYLED = ['app', 'components'];

function* stylesheets(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* stylesheets(path);
    else if (entry.name.endsWith('.css') && path !== TOKENS_FILE) yield path;
  }
}

const sheets = STYLED.flatMap((folder) => [...stylesheets(join(ROOT, folder))]).map((file) => ({
  where: relative(ROOT, file),
  css: readFileSync(file, 'utf8'),
}));

/** The `--name: value` declarations of the tokens file's first rule (:root). */
function rootTokens(): Map<string, string> {
  const root = readFileSync(TOKENS_FILE, 'utf8').split('}')[0];
  return new Map([...root.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]));
}

/** Values written out in a property (each part of a shorthand) that a token of the given prefix already names. */
function untokened(property: string, prefix: string): string[] {
  const named = new Map([...rootTokens()].filter(([name]) => name.startsWith(prefix)).map(([name, value]) => [value, name]));
  expect(named.size).toBeGreaterThan(0);
  return sheets.flatMap(({ where, css }) =>
    [...css.matchAll(new RegExp(`${property}:\\s*([^;]+);`, 'g'))].flatMap(([, value]) =>
      value.split(/\s+/).flatMap((part) => (named.has(part) ? [`${where}: ${property} ${part} is ${named.get(part)}`] : [])),
    ),
  );
}

describe('design tokens', () => {
  it('hold every colour written in hex: the stylesheets use the tokens', () => {
    expect(sheets.length).toBeGreaterThan(20);
    const hex = sheets.flatMap(({ where, css }) => [...css.matchAll(/#[0-9a-f]{3,8}\b/gi)].map(([colour]) => `${where}: ${colour}`));
    expect(hex).toEqual([]);
  });

  it('name the radii and font sizes, which the stylesheets use rather than write out', () => {
    expect(untokened('border-radius', '--radius-')).toEqual([]);
    expect(untokened('font-size', '--font-')).toEqual([]);
  });
});
