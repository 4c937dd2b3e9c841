import { readdirSync } from 'node:fs';
import path from 'node:path';
import type * as UnknownAddress from './unknown-address';
import type * as MenuRedirects from './menu-redirects';

const MENU = [
  { id: 1, slug: 'home', template: 'startpage' },
  { id: 9, slug: 'kids', template: 'startpage' },
];

describe('unknown addresses', () => {
  // Each test starts with no menu read: fresh copies of the modules.
  let unknown: typeof UnknownAddress;
  let menu: typeof MenuRedirects;
  beforeEach(async () => {
    jest.resetModules();
    menu = await import('./menu-redirects');
    unknown = await import('./unknown-address');
  });
  const readMenu = (fetch: typeof globalThis.fetch) =>
    menu.menuPageRedirect('/kids', { platformUrl: 'http://platform', fetch });

  it('knows every first segment the app has a page or route for', () => {
    const app = path.join(process.cwd(), 'app');
    const folders = (dir: string) =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !/^[[@(]/.test(entry.name) && !entry.name.includes('.'))
        .map((entry) => entry.name);
    const routes = [...folders(path.join(app, '[locale]')), ...folders(app), 'opengraph-image'].filter(
      (name) => name !== 'unknown-address',
    );
    expect([...unknown.APP_SEGMENTS].sort()).toEqual([...new Set(routes)].sort());
  });

  it('calls deeper addresses under no page of the app unknown, and one segment once the menu says so', async () => {
    expect(unknown.isUnknownAddress('/no/such/page')).toBe(true);
    expect(unknown.isUnknownAddress('/contents/no-such-title')).toBe(false);
    expect(unknown.isUnknownAddress('/')).toBe(false);
    // Before the menu was read, a one-segment address is left to its page.
    expect(unknown.isUnknownAddress('/no-such-page')).toBe(false);
    await readMenu((async () => new Response(JSON.stringify(MENU), { status: 200 })) as typeof fetch);
    expect(unknown.isUnknownAddress('/no-such-page')).toBe(true);
    expect(unknown.isUnknownAddress('/kids')).toBe(false);
    expect(unknown.isUnknownAddress('/9')).toBe(false);
    expect(unknown.isUnknownAddress('/channels')).toBe(false);
  });

  it('stops calling a one-segment address unknown once the menu read after MENU_REDIRECTS_TTL_MS has its page', async () => {
    // The stored 404 is the unknown-address page's, not this address's: nothing stored stands in the new page's way.
    const menuAnswer = (pages: typeof MENU) =>
      (async () => new Response(JSON.stringify(pages), { status: 200 })) as typeof fetch;
    await menu.menuPageRedirect('/kids', { platformUrl: 'http://platform', fetch: menuAnswer(MENU), now: () => 0 });
    expect(unknown.isUnknownAddress('/sport')).toBe(true);
    const withSport = [...MENU, { id: 12, slug: 'sport', template: 'startpage' }];
    const later = () => menu.MENU_REDIRECTS_TTL_MS + 1;
    await menu.menuPageRedirect('/sport', { platformUrl: 'http://platform', fetch: menuAnswer(withSport), now: later });
    // The newer menu is read in the background while the last one answers.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unknown.isUnknownAddress('/sport')).toBe(false);
    expect(unknown.isUnknownAddress('/12')).toBe(false);
  });

  it('leaves one-segment addresses to their page while the menu cannot be read', async () => {
    await readMenu((async () => new Response('down', { status: 503 })) as typeof fetch);
    expect(unknown.isUnknownAddress('/no-such-page')).toBe(false);
  });
});
