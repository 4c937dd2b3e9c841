import type { CurrentUser } from '@/lib/session/use-current-user';
import { fittingItemCount, isActiveHref, menuPageHref, visibleMenuPages, type MenuPage } from './menu';

const PAGES: MenuPage[] = [
  { id: 1, slug: 'home', title: 'Home', template: 'startpage' },
  { id: 2, slug: 'channels', title: 'TV', template: 'tvchannels20' },
  { id: 3, slug: 'movies', title: 'Movies', template: 'group.catalog' },
  { id: 4, slug: 'search', title: 'Search', template: 'search' },
  // As the platform seeds it (platform/src/domains/catalogue/seed-rows.ts): the "my" page has template startpage.
  { id: 1000, slug: 'my', title: 'My', template: 'startpage' },
];

function user(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return { id: 7, isGuest: false, firstName: 'Aida', phone: '77010000000', profile: { id: 1, name: 'Aida', role: 'adult' }, ...overrides };
}

const ids = (pages: MenuPage[]) => pages.map((page) => page.id);

describe('visibleMenuPages', () => {
  it('hides search pages and shows "my" to a signed-in adult', () => {
    expect(ids(visibleMenuPages(PAGES, user()))).toEqual([1, 2, 3, 1000]);
  });

  it('hides "my" from guests, signed-out viewers and child profiles', () => {
    expect(ids(visibleMenuPages(PAGES, user({ isGuest: true })))).toEqual([1, 2, 3]);
    expect(ids(visibleMenuPages(PAGES, null))).toEqual([1, 2, 3]);
    expect(ids(visibleMenuPages(PAGES, user({ profile: { id: 2, name: 'Kid', role: 'child' } })))).toEqual([1, 2, 3]);
  });

  it("shows a partner's links to that partner's viewers only", () => {
    const withLinks: MenuPage[] = [...PAGES, { id: -1, slug: '', title: 'Shop', template: 'outer_link', url: 'https://shop.example', partner: 'clickup' }];
    expect(ids(visibleMenuPages(withLinks, null))).toEqual([1, 2, 3]);
    expect(ids(visibleMenuPages(withLinks, null, [null, 'mbank']))).toEqual([1, 2, 3]);
    expect(ids(visibleMenuPages(withLinks, null, ['clickup', undefined]))).toEqual([1, 2, 3, -1]);
    expect(ids(visibleMenuPages(withLinks, user(), [null, 'clickup']))).toEqual([1, 2, 3, 1000, -1]);
  });
});

describe('menuPageHref', () => {
  it('maps the start page home, channel templates to /channels and others to their slug', () => {
    expect(PAGES.map(menuPageHref)).toEqual(['/', '/channels', '/movies', '/search', '/my']);
    expect(menuPageHref({ id: 1000, slug: 'mine', title: 'Mine', template: 'contents' })).toBe('/my');
    expect(menuPageHref({ id: 9, slug: '', title: 'x', template: 'contents' })).toBe('/rowset/9');
    expect(menuPageHref({ id: 10, slug: 'partner', title: 'Partner', template: 'outer_link', url: 'https://partner.example/tv' })).toBe(
      'https://partner.example/tv',
    );
    expect(menuPageHref({ id: 11, slug: 'bad', title: 'Bad', template: 'outer_link', url: 'javascript:alert(1)' })).toBe('/bad');
  });
});

describe('isActiveHref', () => {
  it('matches nested paths but home only on itself', () => {
    expect(isActiveHref('/channels', '/channels/sport/1')).toBe(true);
    expect(isActiveHref('/', '/channels')).toBe(false);
    expect(isActiveHref('/', '/')).toBe(true);
  });
});

describe('fittingItemCount', () => {
  it('keeps every item when they all fit', () => {
    expect(fittingItemCount([100, 100, 100], 300, 40)).toBe(3);
  });

  it('leaves room for the "..." button when some items overflow', () => {
    expect(fittingItemCount([100, 100, 100], 299, 40)).toBe(2);
    expect(fittingItemCount([100, 100, 100], 239, 40)).toBe(1);
    expect(fittingItemCount([100, 100, 100], 50, 40)).toBe(0);
  });
});
