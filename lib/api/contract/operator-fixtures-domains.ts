import type { OperatorFixture } from './operator-fixtures';

/**
 * Answers of the network data, the viewer's lists, the catalogue and billing shaped as the real operator sends them,
 * each naming the row of ../shared/operator-wire-format.md (or the spec's typed schema, S) it comes from. Values are
 * made up; keys, nesting, types and units are the page's.
 */
export const OPERATOR_DOMAIN_FIXTURES = {
  network: {
    evidence: 'S3, S7, S4 (H): A. "GET /v2/users/self/network": is_registration_allowed, is_guest_allowed, provider.is_have_purchases only',
    method: 'GET',
    path: '/v2/users/self/network',
    status: 200,
    body: { is_registration_allowed: true, is_guest_allowed: true, provider: { is_have_purchases: true } },
  },
  userChannelList: {
    evidence: 'S (spec-only): B. "GET /v2/users/self/channel_list": [{id, favorite, is_hidden, is_purchased, is_available, ...}], no names',
    method: 'GET',
    path: '/v2/users/self/channel_list',
    status: 200,
    body: [
      { id: 101, favorite: { id: 7, created_at: '2026-12-01T10:00:00Z' }, is_hidden: false, is_purchased: true, is_available: true, overlay_icon: null, available_archived_days: 3, access_error: null, min_price: '0.00', stream_types: {} },
      { id: 102, favorite: null, is_hidden: false, is_purchased: false, is_available: false, overlay_icon: null, available_archived_days: 0, access_error: 'not_purchased', min_price: '99.00', stream_types: {} },
      { favorite: null },
    ],
  },
  epg: {
    evidence: 'S4, S7 (H): B. "GET /v2/channels/{id}/schedule" item fields (timestamp int seconds, duration seconds), grouped per channel',
    method: 'GET',
    path: '/v2/channels/epg',
    status: 200,
    body: [
      { channel_id: 101, items: [{ id: 9001, timestamp: 1_796_600_000, duration: 3600, title: 'News' }, { id: 9002, timestamp: 1_796_603_600, duration: 1800 }] },
    ],
  },
  favorites: {
    evidence: 'S (catalogue spec "Favorites"; no working client records the body): GET /v2/users/self/favorites',
    method: 'GET',
    path: '/v2/users/self/favorites',
    status: 200,
    body: [
      { id: 7, channel_id: 101, created_at: '2026-12-01T10:00:00Z' },
      { id: 8, object_type: 'content', object_id: 'film-uuid-1', content: { id: 'film-uuid-1', slug: 'film' } },
      { id: 9 },
    ],
  },
  content: {
    evidence: 'S6 (H: id string, content_type, libraries[0].id, title; the rest typed): C. "GET /v2/contents/{slug}"',
    method: 'GET',
    path: '/v2/contents/film',
    status: 200,
    body: {
      id: 'film-uuid-1',
      slug: 'film',
      title: 'Film',
      content_type: 'movie',
      libraries: [{ id: 4 }],
      year: 2024,
      genres: [{ id: 1, name: 'Drama', row_id: 3, row_slug: 'drama' }],
      ratings: [{ external_id: 'x', type: 'imdb', rating: '7.1', name: 'IMDb', color: '#f5c518' }],
      cover: { src_2x3: 'https://img.example/f-2x3.jpg', src_16x9: 'https://img.example/f-16x9.jpg' },
      persons: [{ id: 5, name: 'Actor' }, { id: 6 }],
      trailers: [],
    },
  },
  episodes: {
    evidence: 'S6 (H: id, season, series, title; the rest typed): C. "GET /v2/contents/{slug}/episodes": bare array {id, title, slug, content_type, season, series, description, duration, cover, is_announcement}',
    method: 'GET',
    path: '/v2/contents/serial/episodes',
    status: 200,
    body: [
      { id: 'ep-2-1', title: 'Return', slug: 'serial-s2e1', content_type: 'episode', season: 2, series: 1, description: '', duration: 2700, cover: { src_2x3: 'https://img.example/e21-2x3.jpg', src_16x9: 'https://img.example/e21-16x9.jpg' }, is_announcement: true },
      { id: 'ep-1-2', title: 'Second', slug: 'serial-s1e2', content_type: 'episode', season: 1, series: 2, description: 'Two', duration: 2640, cover: { src_16x9: 'https://img.example/e12-16x9.jpg' }, is_announcement: false },
      { id: 'ep-1-1', title: 'Pilot', slug: 'serial-s1e1', content_type: 'episode', season: 1, series: 1, description: 'One', duration: 3000, cover: null, is_announcement: false },
      { title: 'No id', season: 1, series: 3 },
      { title: 'No id either', season: 2, series: 2 },
    ],
  },
  channelRow: {
    evidence: 'S7 (H): B. "GET /v2/rows/{slug}" rows/freechannels: {channels:[{id, name, slug, icon, cover{...full}, is_hd}]}',
    method: 'GET',
    path: '/v2/rows/freechannels',
    status: 200,
    body: { channels: [{ id: 101, name: 'First', slug: 'first', icon: 'https://img.example/101-icon.png', cover: { full: 'https://img.example/101.png' }, is_hd: true }, { id: 103 }] },
  },
  contentRow: {
    evidence: 'S7 (H): B. "GET /v2/rows/{slug}" rows/novinki-<n>: {contents:[{id(string), title, slug, year(string), ratings[{rating(string)}], genres[{name}]}]}',
    method: 'GET',
    path: '/v2/rows/novinki-1',
    status: 200,
    body: {
      contents: [
        { id: 'film-uuid-1', title: 'Film', slug: 'film', content_type: 'movie', cover: { src_2x3: 'https://img.example/f-2x3.jpg' }, ratings: [{ type: 'kinopoisk', rating: '7.4', name: 'KP' }], year: '2024', genres: [{ name: 'Drama' }], age: 16 },
        { id: 'broken', title: 'No slug' },
      ],
    },
  },
  packets: {
    evidence: 'S2 (H): D. "GET /v2/packets": bare array {id, name, description, price, available:[{id, name, description, price}]}',
    method: 'GET',
    path: '/v2/packets',
    status: 200,
    body: [
      { id: 11, name: 'Base', description: 'All channels', price: '299.00', available: [{ id: 12, name: 'Sports', description: '', price: '99.00' }] },
      { id: 13, description: 'no name' },
    ],
  },
  accounts: {
    evidence: 'S: D. "GET/POST /v2/users/{id}/accounts": [Account{id, amount(decimal), is_payment_allowed}]',
    method: 'GET',
    path: '/v2/users/self/accounts',
    status: 200,
    body: [{ id: 21, amount: '150.50', is_payment_allowed: true }],
  },
  transaction: {
    evidence: 'S: D. "…/accounts/{aid}/transactions": Transaction{id, source, amount}, with the status a payment polls',
    method: 'GET',
    path: '/v2/users/self/transactions/31',
    status: 200,
    body: { id: 31, source: 10414, amount: '100.00', status: 'in_progress' },
  },
} satisfies Record<string, OperatorFixture>;
