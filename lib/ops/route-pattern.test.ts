import { createRouteMatcher } from './route-pattern.mjs';

const routeOf = createRouteMatcher([
  '/[locale]/page',
  '/[locale]/watch/page',
  '/[locale]/watch/[id]/page',
  '/[locale]/my/page',
  '/[locale]/channels/[[...path]]/page',
  '/[locale]/[...slug]/page',
  '/[locale]/@modal/(.)watch/[id]/page',
  '/api/v2/[...path]/route',
  '/sitemap.xml/route',
]);

describe('route patterns', () => {
  it('names an address by its route, with or without a language prefix', () => {
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/en')).toBe('/');
    expect(routeOf('/my')).toBe('/my');
    expect(routeOf('/watch/42')).toBe('/watch/[id]');
    expect(routeOf('/kk/watch/42')).toBe('/watch/[id]');
    expect(routeOf('/watch')).toBe('/watch');
    expect(routeOf('/channels')).toBe('/channels/[[...path]]');
    expect(routeOf('/channels/sport/5')).toBe('/channels/[[...path]]');
    expect(routeOf('/api/v2/users/self')).toBe('/api/v2/[...path]');
    expect(routeOf('/sitemap.xml')).toBe('/sitemap.xml');
  });

  it('folds static files and unknown addresses into one label each', () => {
    expect(routeOf('/_next/static/chunks/abc.js')).toBe('/_next/static');
    expect(routeOf('/no/such/thing')).toBe('/[...slug]');
    expect(createRouteMatcher(['/[locale]/page'])('/a/b/c')).toBe('(unmatched)');
  });
});
