import { decideLanguage, type LanguageRequest } from './language-redirect';

const visit = (pathname: string, more: Partial<LanguageRequest> = {}) =>
  decideLanguage({ pathname, search: '', crawler: false, ...more });

describe('which language a page request is served in (issue 33)', () => {
  it('serves a bare address in the default language to a visitor who asks for nothing else, and to crawlers', () => {
    expect(visit('/contents/x')).toEqual({ kind: 'serve', locale: 'ru', path: '/contents/x' });
    expect(visit('/contents/x', { crawler: true, acceptLanguage: 'kk', chosen: 'kk' })).toMatchObject({ kind: 'serve', locale: 'ru' });
  });

  it('moves a visitor on a bare address to their language: chosen, then saved on the account, then the browser', () => {
    expect(visit('/contents/x', { search: '?a=1', chosen: 'kk', saved: 'en', acceptLanguage: 'uz' })).toEqual({
      kind: 'visitor',
      location: '/kk/contents/x?a=1',
    });
    expect(visit('/', { saved: 'en', acceptLanguage: 'uz' })).toEqual({ kind: 'visitor', location: '/en' });
    expect(visit('/', { acceptLanguage: 'uz-UZ,uz;q=0.9' })).toEqual({ kind: 'visitor', location: '/uz' });
    expect(visit('/', { chosen: 'ru', acceptLanguage: 'kk' })).toMatchObject({ kind: 'serve', locale: 'ru' });
  });

  it("moves a visitor on a prefixed address to the language they chose or saved, but not to their browser's", () => {
    expect(visit('/kk/contents/x', { chosen: 'en' })).toEqual({ kind: 'visitor', location: '/en/contents/x' });
    expect(visit('/kk/contents/x', { saved: 'ru' })).toEqual({ kind: 'visitor', location: '/contents/x' });
    expect(visit('/kk/contents/x', { acceptLanguage: 'en' })).toEqual({ kind: 'serve', locale: 'kk', path: '/contents/x' });
    expect(visit('/kk/contents/x', { chosen: 'kk', saved: 'en' })).toEqual({ kind: 'serve', locale: 'kk', path: '/contents/x' });
    expect(visit('/kk/contents/x', { crawler: true, chosen: 'en' })).toEqual({ kind: 'serve', locale: 'kk', path: '/contents/x' });
  });

  it('sends the default language prefix to the bare address, for everyone', () => {
    expect(visit('/ru/contents/x', { search: '?a=1', crawler: true })).toEqual({ kind: 'canonical', location: '/contents/x?a=1' });
  });

  it('ignores a language cookie with a bad value', () => {
    expect(visit('/contents/x', { chosen: '<script>' })).toMatchObject({ kind: 'serve', locale: 'ru' });
  });

  it('never redirects an address that has no language version to itself', () => {
    expect(visit('/file.txt', { chosen: 'kk' })).toMatchObject({ kind: 'serve' });
  });
});
