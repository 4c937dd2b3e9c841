import type { Promotion } from '@/lib/api/types/catalogue';
import { destinationAction } from './destinations';

function promo(destination: Partial<Promotion['destination']>): Promotion {
  return {
    id: 1,
    title: 'Promo',
    short: '',
    description: 'Body',
    destination: { type: 'content', id: null, slug: null, libraryId: null, idNoOtt: null, src: null, title: null, description: null, ...destination },
    background: null,
    colorBg: null,
    images: [],
    graphicTitle: { tv: null, mobile: null },
    packet: null,
  };
}

describe('destinationAction', () => {
  it('opens external links in a new tab and refuses other schemes', () => {
    expect(destinationAction(promo({ type: 'open_url', src: 'https://archive.org' }))).toEqual({ kind: 'link', href: 'https://archive.org', newTab: true });
    expect(destinationAction(promo({ type: 'open_url', src: 'javascript:alert(1)' }))).toEqual({ kind: 'none' });
  });

  it('opens the promo wizard for enter_promo_key', () => {
    expect(destinationAction(promo({ type: 'enter_promo_key' }))).toEqual({ kind: 'promo-wizard' });
  });

  it('links content by slug with its library, rows and rowsets by slug or id', () => {
    expect(destinationAction(promo({ type: 'content', id: 3, slug: 'the-film-3', libraryId: 1 }))).toMatchObject({ href: '/contents/the-film-3?library_id=1' });
    expect(destinationAction(promo({ type: 'row', id: 5 }))).toMatchObject({ href: '/row/5' });
    expect(destinationAction(promo({ type: 'rowset', id: 2, slug: 'movies' }))).toMatchObject({ href: '/rowset/movies' });
  });

  it('uses id_no_ott for packets of a non-OTT provider only', () => {
    const packet = promo({ type: 'packet', id: 2, idNoOtt: 22 });
    expect(destinationAction(packet, true)).toMatchObject({ href: '/packets/2' });
    expect(destinationAction(packet, false)).toMatchObject({ href: '/packets/22' });
  });

  it('sends channels to the channel page and last_channel to the channel list', () => {
    expect(destinationAction(promo({ type: 'channel', id: 4, slug: 'news' }))).toMatchObject({ href: '/channels/2/news' });
    expect(destinationAction(promo({ type: 'last_channel' }))).toMatchObject({ href: '/channels' });
  });

  it('shows text destinations as a message with their own title and description', () => {
    expect(destinationAction(promo({ type: 'text', title: 'T', description: 'D' }))).toEqual({ kind: 'message', title: 'T', text: 'D' });
    expect(destinationAction(promo({ type: 'text' }))).toEqual({ kind: 'message', title: 'Promo', text: 'Body' });
  });
});
