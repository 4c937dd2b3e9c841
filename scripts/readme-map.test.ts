import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The README's "Where things live" names every folder of components/ and lib/ and every file directly in lib/ (issue
 * 17: the map matches the code), and names nothing that is gone.
 */
const ROOT = join(__dirname, '..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Where things live'), readme.indexOf('\n## ', readme.indexOf('## Where things live') + 1));

const folders = (path: string) =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const named = (name: string) => section.includes(`\`${name}\``) || section.includes(`\`${name}/\``);

describe('README "Where things live"', () => {
  it('names every folder of components/ and lib/', () => {
    const unnamed = [
      ...folders('components').filter((name) => !named(name) && !named(`components/${name}`)),
      ...folders('lib').filter((name) => !named(name) && !named(`lib/${name}`)),
    ];
    expect(unnamed).toEqual([]);
  });

  it('names every module directly in lib/', () => {
    const modules = readdirSync(join(ROOT, 'lib'))
      .filter((name) => /\.(ts|mjs)$/.test(name) && !/\.test\.|\.d\.mts$/.test(name))
      .map((name) => name.replace(/\.(ts|mjs)$/, ''));
    expect(modules.filter((name) => !named(name))).toEqual([]);
  });

  it('names only folders that exist', () => {
    const paths = [...section.matchAll(/`((?:app|components|lib|tests|player|platform|messages|scripts)\/[\w\-[\]/.@()]*)`/g)].map(
      (match) => match[1].replace(/\/$/, '').replace(/\/<[^>]+>$/, ''),
    );
    const missing = paths.filter((path) => {
      try {
        readdirSync(join(ROOT, path));
        return false;
      } catch {
        try {
          readFileSync(join(ROOT, path));
          return false;
        } catch {
          return true;
        }
      }
    });
    expect(missing).toEqual([]);
  });
});
