import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHELL_CLIENT_NAMESPACES, pickNamespaces } from './client-messages';

/**
 * Every client leaf must find its namespaces in the provider above it: the root layout gives the shell's
 * (SHELL_CLIENT_NAMESPACES), a page adds its own with <ClientMessages namespaces={[...]}>, and the shell's deferred
 * parts, loaded with withCatalogue(() => import(...)), get the whole catalogue. A namespace missing in the browser shows
 * its key instead of the text and logs an error, so this walks the import graph from every route file the way React
 * renders it: through server components into client modules (static and lazy imports alike), collecting what each
 * client module reads (useTranslations('ns')). Alert keys need no page namespace: the alert host is a deferred part.
 */

const ROOT = path.join(__dirname, '..', '..');
const APP = path.join(ROOT, 'app', '[locale]');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
const ROUTE_FILE = /^(page|layout|error|not-found|default|template|loading)\.tsx$/;
/** Root translators whose keys are data: the alert host translates alert keys with the whole catalogue. */
const ROOT_TRANSLATORS = new Set(['components/alerts/alert-host.tsx']);

interface Edge {
  file: string;
  /** Loaded through withCatalogue: the whole catalogue is there. */
  catalogue: boolean;
}
interface ModuleInfo {
  client: boolean;
  edges: Edge[];
  namespaces: Set<string>;
  /** The namespaces a <ClientMessages namespaces={[...]}> in this (server) file adds. */
  scope: string[] | null;
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

const modules = new Map<string, ModuleInfo>();

function moduleInfo(file: string): ModuleInfo {
  const known = modules.get(file);
  if (known) return known;
  const source = fs.readFileSync(file, 'utf8');
  const client = /^(?:\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))*\s*['"]use client['"]/.test(source);
  const edges: Edge[] = [];
  const imports =
    /(?:^|\n)\s*(?:import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|(withCatalogue\(\s*\(\)\s*=>\s*)?import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of source.matchAll(imports)) {
    if (match[1]) continue;
    const target = resolve(file, match[2] ?? match[3] ?? match[5]);
    if (target && !/\.(css|json)$/.test(target)) edges.push({ file: target, catalogue: Boolean(match[4]) });
  }
  const namespaces = new Set<string>();
  for (const match of source.matchAll(/useTranslations\(\s*(?:['"]([^'"]*)['"])?\s*\)/g)) {
    namespaces.add(match[1] ? match[1].split('.')[0] : '*');
  }
  // A root translator's literal keys ('alerts.region') name their namespaces too.
  if (namespaces.has('*'))
    for (const match of source.matchAll(/\bt(?:\.has)?\(\s*['"]([A-Za-z]+)\./g)) namespaces.add(match[1]);
  const scopes = [...source.matchAll(/<ClientMessages\s+namespaces=\{\[([^\]]*)\]\}/g)];
  const scope = scopes.length
    ? scopes.flatMap((match) => [...match[1].matchAll(/['"]([^'"]+)['"]/g)].map((name) => name[1]))
    : null;
  const info = { client, edges, namespaces, scope };
  modules.set(file, info);
  return info;
}

const relative = (file: string) => path.relative(ROOT, file);

interface Finding {
  module: string;
  namespace: string;
}

/**
 * Walks from a route file: server modules pass their scope on to what they import, client modules (and all they
 * import) must find their namespaces in it. Returns what is missing and, per scope-declaring file, what it uses.
 */
function walk(entry: string, given: readonly string[]) {
  const missing: Finding[] = [];
  const used = new Map<string, Set<string>>();
  const seen = new Set<string>();
  function visit(file: string, available: Set<string>, scopeFile: string | null, onClient: boolean) {
    const info = moduleInfo(file);
    const client = onClient || info.client;
    let inScope = available;
    let owner = scopeFile;
    if (!client && info.scope) {
      inScope = new Set([...available, ...info.scope]);
      owner = file;
      if (!used.has(file)) used.set(file, new Set());
    }
    const key = `${file}|${client}|${[...inScope].sort().join(',')}|${owner}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (client) {
      for (const namespace of info.namespaces) {
        if (namespace === '*') {
          if (!ROOT_TRANSLATORS.has(relative(file)))
            missing.push({ module: relative(file), namespace: '* (useTranslations() without a namespace)' });
          continue;
        }
        if (owner) used.get(owner)?.add(namespace);
        if (!inScope.has(namespace)) missing.push({ module: relative(file), namespace });
      }
    }
    for (const edge of info.edges) {
      if (edge.catalogue) continue;
      visit(edge.file, inScope, owner, client);
    }
  }
  visit(entry, new Set(given), null, false);
  return { missing, used };
}

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return ROUTE_FILE.test(entry.name) ? [full] : [];
  });
}

const ROUTES = routeFiles(APP);

describe('client messages', () => {
  it('finds the route files and the deferred shell parts', () => {
    expect(ROUTES.map(relative)).toEqual(
      expect.arrayContaining(['app/[locale]/layout.tsx', 'app/[locale]/page.tsx', 'app/[locale]/error.tsx']),
    );
    const deferred = moduleInfo(path.join(ROOT, 'components/shell/deferred.tsx'));
    expect(deferred.edges.filter((edge) => edge.catalogue).length).toBeGreaterThan(0);
  });

  it.each(ROUTES.map(relative))('%s: every client leaf finds its namespaces in its provider', (route) => {
    const { missing } = walk(path.join(ROOT, route), SHELL_CLIENT_NAMESPACES);
    expect(missing).toEqual([]);
  });

  it('gives no page or the shell a namespace none of its client leaves uses', () => {
    const unused: string[] = [];
    const scopes = new Map<string, Set<string>>();
    for (const route of ROUTES) {
      for (const [file, namespaces] of walk(route, SHELL_CLIENT_NAMESPACES).used) {
        const all = scopes.get(file) ?? new Set();
        namespaces.forEach((namespace) => all.add(namespace));
        scopes.set(file, all);
      }
    }
    for (const [file, namespaces] of scopes) {
      for (const namespace of moduleInfo(file).scope ?? []) {
        if (!namespaces.has(namespace)) unused.push(`${relative(file)}: ${namespace}`);
      }
    }
    // What the shell must give: what any route's client leaves use beyond their page's own namespaces.
    const shellUse = new Set(ROUTES.flatMap((route) => walk(route, []).missing.map((finding) => finding.namespace)));
    for (const namespace of SHELL_CLIENT_NAMESPACES) {
      if (!shellUse.has(namespace)) unused.push(`shell: ${namespace}`);
    }
    expect(unused).toEqual([]);
  });

  it('fails for a client leaf whose namespace its page does not give, and passes what it does give', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-messages-'));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
    write(
      'leaf.tsx',
      "'use client';\nimport { useTranslations } from 'next-intl';\nexport function Leaf() { return useTranslations('billing')('x'); }\n",
    );
    write(
      'given.tsx',
      "'use client';\nimport { useTranslations } from 'next-intl';\nexport function Given() { return useTranslations('catalogue')('x'); }\n",
    );
    write(
      'lazy.tsx',
      "'use client';\nimport { useTranslations } from 'next-intl';\nexport function Lazy() { return useTranslations('player')('x'); }\n",
    );
    write(
      'host.tsx',
      "'use client';\nexport const Host = dynamic(withCatalogue(() => import('./lazy').then((m) => m.Lazy)));\n",
    );
    write(
      'page.tsx',
      "import { Leaf } from './leaf';\nimport { Given } from './given';\nimport { Host } from './host';\n" +
        "export default function Page() { return <ClientMessages namespaces={['catalogue']}><Leaf /><Given /><Host /></ClientMessages>; }\n",
    );
    try {
      const { missing } = walk(path.join(dir, 'page.tsx'), SHELL_CLIENT_NAMESPACES);
      expect(missing.map((finding) => [path.basename(finding.module), finding.namespace])).toEqual([
        ['leaf.tsx', 'billing'],
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pickNamespaces', () => {
  it('keeps the named namespaces and nothing else', () => {
    expect(pickNamespaces({ a: { x: '1' }, b: { y: '2' }, c: 'z' }, ['a', 'c', 'missing'])).toEqual({
      a: { x: '1' },
      c: 'z',
    });
  });
});
