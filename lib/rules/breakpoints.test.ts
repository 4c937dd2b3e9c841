import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as breakpoints from './breakpoints';

const ROOT = join(__dirname, '..', '..');
const STYLED = ['app', 'components', 'player'];

function* stylesheets(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* stylesheets(path);
    else if (entry.name.endsWith('.css')) yield path;
  }
}

/** Every `(max-width: Npx)` and `(min-width: Npx)` of the stylesheets, with where it is. */
function mediaWidths(): { where: string; bound: 'max' | 'min'; px: number }[] {
  const found = [];
  for (const file of STYLED.flatMap((folder) => [...stylesheets(join(ROOT, folder))])) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\((max|min)-width:\s*(\d+)px\)/g)) {
      found.push({ where: relative(ROOT, file), bound: match[1] as 'max' | 'min', px: Number(match[2]) });
    }
  }
  return found;
}

describe('breakpoints', () => {
  it('are the only widths the stylesheets switch layout at', () => {
    const named = new Set<number>(Object.values(breakpoints));
    const widths = mediaWidths();
    expect(widths.length).toBeGreaterThan(0);
    // A threshold T reads `max-width: T` / `min-width: T+1` when T is the last width of the smaller layout, and
    // `min-width: T` / `max-width: T-1` when it is the first width of the larger one.
    const unnamed = widths.filter(({ bound, px }) => !named.has(px) && !named.has(bound === 'max' ? px + 1 : px - 1));
    expect(unnamed).toEqual([]);
  });
});
