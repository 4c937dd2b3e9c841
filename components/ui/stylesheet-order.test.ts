import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// Stylesheets are chunked by the pages that share them (next.config.mjs, cssChunking 'graph'), and a page's chunks need
// not load in the order their modules were imported. A rule that composes a class of another stylesheet and sets a
// property that class sets too wins only when its own sheet happens to load later: on one page it does, on the next it
// does not. Such a rule must win by weight (the composed class weightless in `:where`, or the rule naming its element).
const ROOT = join(__dirname, '..', '..');

function* moduleSheets(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* moduleSheets(path);
    else if (entry.name.endsWith('.module.css')) yield path;
  }
}

interface ClassRule {
  properties: Set<string>;
  composes: { names: string[]; from: string | null }[];
}

/** Each class's declarations in rules whose selector is that class alone (in or out of @media), and its composes. */
function classRules(file: string): Map<string, ClassRule> {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = new Map<string, ClassRule>();
  for (const [, selectors, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    for (const selector of selectors.split(',')) {
      const name = /^\.([\w-]+)$/.exec(selector.trim())?.[1];
      if (!name) continue;
      const rule = rules.get(name) ?? { properties: new Set<string>(), composes: [] };
      for (const declaration of body.split(';')) {
        const [property, value] = declaration.split(/:(.*)/s).map((part) => part?.trim());
        if (!property || value === undefined) continue;
        if (property !== 'composes') rule.properties.add(property);
        else {
          const [, names, from] = /^(.+?)(?:\s+from\s+['"](.+)['"])?$/.exec(value)!;
          rule.composes.push({ names: names.split(/\s+/), from: from ? join(dirname(file), from) : null });
        }
      }
      rules.set(name, rule);
    }
  }
  return rules;
}

const sheets = new Map<string, Map<string, ClassRule>>();
const rulesOf = (file: string) => sheets.get(file) ?? sheets.set(file, classRules(file)).get(file)!;

/** What a class sets with its own weight, through what it composes in its own sheet as well. */
function weightedProperties(file: string, name: string, seen = new Set<string>()): Set<string> {
  const rule = rulesOf(file).get(name);
  if (!rule || seen.has(`${file} ${name}`)) return new Set();
  seen.add(`${file} ${name}`);
  const properties = new Set(rule.properties);
  for (const { names, from } of rule.composes) {
    for (const composed of names) weightedProperties(from ?? file, composed, seen).forEach((p) => properties.add(p));
  }
  return properties;
}

/** A longhand and its shorthand set the same thing (`padding` and `padding-top`). */
const sameProperty = (a: string, b: string) => a === b || a.startsWith(`${b}-`) || b.startsWith(`${a}-`);

function orderDependentRules(): string[] {
  const found: string[] = [];
  for (const folder of ['app', 'components']) {
    for (const file of moduleSheets(join(ROOT, folder))) {
      for (const [name, rule] of rulesOf(file)) {
        for (const { names, from } of rule.composes) {
          if (!from) continue;
          const composed = new Set(names.flatMap((other) => [...weightedProperties(from, other)]));
          const clashes = [...rule.properties].filter((mine) => [...composed].some((theirs) => sameProperty(mine, theirs)));
          if (clashes.length) found.push(`${relative(ROOT, file)} .${name} over ${names.join(' ')}: ${clashes.join(', ')}`);
        }
      }
    }
  }
  return found;
}

describe('stylesheets that compose another sheet', () => {
  it('never set what the composed class sets with weight of its own, which would depend on the order sheets load in', () => {
    expect(orderDependentRules()).toEqual([]);
  });
});
