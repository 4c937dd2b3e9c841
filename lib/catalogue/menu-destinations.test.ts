import type { MenuPage, Promotion, Row } from '@/lib/api/types/catalogue';
import { destinationAction } from './destinations';
import { withMenuPageDestinations } from './menu-destinations';

const page = (id: number, slug: string, template: string, url: string | null = null) =>
  ({ id, slug, template, url, title: slug, description: '', icon: null, libraryId: null, logoTv: null }) as MenuPage;
const MENU = [
  page(1, 'home', 'startpage'),
  page(2, 'channels', 'tvchannels'),
  page(3, 'movies', 'group.catalog'),
  page(4, 'find', 'search'),
  page(5, 'partner', 'outer_link', 'https://partner.example/tv'),
];
const promotion = (type: string, destination: Partial<Promotion['destination']>) =>
  ({
    title: 'Pill',
    description: '',
    destination: { type, id: null, slug: null, libraryId: null, idNoOtt: null, src: null, title: null, description: null, ...destination },
  }) as Promotion;
const hrefs = (rows: Row[]) =>
  rows[0].promotions.map((item) => destinationAction(item)).map((action) => (action.kind === 'link' ? [action.href, action.newTab] : null));

describe('promos leading to a menu page', () => {
  it('lead where a page that is not drawn as rows lives, by slug or id, without its redirect', () => {
    const rows = [
      {
        promotions: [
          promotion('rowset', { slug: 'channels' }),
          promotion('rowset', { id: 4 }),
          promotion('rowset', { slug: 'partner' }),
          promotion('rowset', { slug: 'movies' }),
          promotion('row', { slug: 'channels' }),
        ],
      } as Row,
    ];
    expect(hrefs(withMenuPageDestinations(rows, MENU))).toEqual([
      ['/channels', false],
      ['/search', false],
      ['https://partner.example/tv', true],
      ['/rowset/movies', false],
      ['/row/channels', false],
    ]);
  });

  it('leave rows alone when the menu could not be read', () => {
    const rows = [{ promotions: [promotion('rowset', { slug: 'channels' })] } as Row];
    expect(hrefs(withMenuPageDestinations(rows, []))).toEqual([['/rowset/channels', false]]);
  });
});
