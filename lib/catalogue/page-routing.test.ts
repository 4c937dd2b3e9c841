import { pagePath, pageRedirect } from './page-routing';

describe('page routing', () => {
  it('sends tv channel templates to /channels, search to /search and outer links away', () => {
    expect(pageRedirect({ template: 'tvchannels30', url: null })).toBe('/channels');
    expect(pageRedirect({ template: 'search', url: null })).toBe('/search');
    expect(pageRedirect({ template: 'outer_link', url: 'https://archive.org' })).toBe('https://archive.org');
    expect(pageRedirect({ template: 'outer_link', url: 'javascript:x' })).toBe('/');
  });

  it('draws rows templates in place', () => {
    for (const template of ['startpage', 'group.catalog', 'group.catalog.page', 'contents']) {
      expect(pageRedirect({ template, url: null })).toBeNull();
    }
  });

  it('puts the start page at / and others at their slug', () => {
    expect(pagePath({ template: 'startpage', slug: 'home', id: 1 })).toBe('/');
    expect(pagePath({ template: 'group.catalog', slug: 'movies', id: 2 })).toBe('/movies');
  });
});
