import { partnerMenuLinksFromEnv, partnerMenuPages } from './menu-links';

const LINKS = {
  partner: 'clickup',
  links: [
    { title: { ru: 'Магазин', en: 'Shop' }, url: 'https://shop.partner.example/' },
    { title: 'Help', url: 'https://help.partner.example/tv' },
  ],
};
const fromEnv = (value: unknown) => partnerMenuLinksFromEnv({ PARTNER_MENU_LINKS: typeof value === 'string' ? value : JSON.stringify(value) });

describe('PARTNER_MENU_LINKS', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('gives no partner any link until the deployment names one', () => {
    expect(partnerMenuLinksFromEnv({})).toBeNull();
    expect(partnerMenuLinksFromEnv({ PARTNER_MENU_LINKS: ' ' })).toBeNull();
    expect(partnerMenuPages(null, 'en')).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the partner and its links', () => {
    expect(fromEnv(LINKS)).toEqual(LINKS);
  });

  it('refuses the whole value, once with a warning, when any part is wrong', () => {
    for (const bad of [
      'not json',
      { ...LINKS, partner: 'bad partner!' },
      { ...LINKS, links: [] },
      { ...LINKS, links: [...LINKS.links, { title: 'Evil', url: 'javascript:alert(1)' }] },
      { ...LINKS, links: [{ title: '', url: 'https://shop.partner.example/' }] },
      { ...LINKS, links: [{ title: { en: 7 }, url: 'https://shop.partner.example/' }] },
    ]) {
      expect(fromEnv(bad)).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(6);
    fromEnv('not json');
    expect(warn).toHaveBeenCalledTimes(6);
  });

  it("words each link in the viewer's language, else English, as outer_link items naming the partner", () => {
    const config = fromEnv(LINKS);
    expect(partnerMenuPages(config, 'ru')).toEqual([
      { id: -1, slug: '', title: 'Магазин', template: 'outer_link', url: 'https://shop.partner.example/', partner: 'clickup' },
      { id: -2, slug: '', title: 'Help', template: 'outer_link', url: 'https://help.partner.example/tv', partner: 'clickup' },
    ]);
    expect(partnerMenuPages(config, 'kk').map((page) => page.title)).toEqual(['Shop', 'Help']);
    expect(partnerMenuPages(fromEnv({ partner: 'p', links: [{ title: { ro: 'Magazin' }, url: 'http://a.example' }] }), 'kk')[0].title).toBe('Magazin');
  });
});
