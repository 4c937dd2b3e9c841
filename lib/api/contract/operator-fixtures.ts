/**
 * Answers shaped as the real operator sends them, each naming the row of ../shared/operator-wire-format.md it comes
 * from (source id and table). Values are made up; keys, nesting, types and units are the page's.
 */
export interface OperatorFixture {
  /** The evidence row: source ids and the table (section and call) of the wire-format page. */
  evidence: string;
  method: string;
  path: string;
  status: number;
  body: unknown;
}

const DEVICE_UUID = '6f1c2a9e-0b7d-4e8a-9c31-2d5e7f8a9b10';
const TOKEN = '0123456789abcdef0123456789abcdef01234567';

export const OPERATOR_FIXTURES = {
  loginGrant: {
    evidence: 'S1 (S) Token; S6 (H) auth.ts: A. "POST /v2/auth/login": {access_token, expired, device, profile, was_guest}, expired a date-time',
    method: 'POST',
    path: '/v2/auth/login',
    status: 200,
    body: { access_token: TOKEN, expired: '2026-12-07T03:00:00Z', device: null, profile: null, was_guest: false },
  },
  deviceGrant: {
    evidence: 'S7 (H, expired as seconds: G): A. "POST /v2/auth/device" response row',
    method: 'POST',
    path: '/v2/auth/device',
    status: 200,
    body: { access_token: TOKEN, expired: 1_796_612_400, device: DEVICE_UUID, profile: null, was_guest: true },
  },
  registeredDevice: {
    evidence: 'S3, S8 (H), S6 (typed): A. "POST /v2/users/self/devices" response row: id a uuid string, HTTP 200',
    method: 'POST',
    path: '/v2/users/self/devices',
    status: 200,
    body: { id: DEVICE_UUID, device_type: 'pc', vendor: 'Chrome', model: 'web', version: '1', serial: 'browser-1', os_name: 'linux', os_version: '', timezone: 'UTC', timezone_utcoffset: 0, application_type: 'web', created_at: '2026-12-06T10:00:00Z', login_at: null, user_id: 77, codec_structure_exist: false },
  },
  deviceList: {
    evidence: 'S4, S5 (H): A. "GET /v2/users/self/devices" GET response row: bare array, created_at/login_at ISO',
    method: 'GET',
    path: '/v2/users/self/devices',
    status: 200,
    body: [
      { id: DEVICE_UUID, device_type: 'pc', vendor: 'Chrome', model: 'web', os_name: 'linux', created_at: '2026-12-06T10:00:00Z', login_at: '2026-12-06T11:00:00Z' },
      { id: null, device_type: 'tv' },
    ],
  },
  deviceDeleted: {
    evidence: 'S1 (S): A. "DELETE /v2/users/self/devices/{id}" row: 204 with no body',
    method: 'DELETE',
    path: `/v2/users/self/devices/${DEVICE_UUID}`,
    status: 204,
    body: null,
  },
  channelList: {
    evidence: 'S3, S12 (H): B. "GET /v2/channels/channel_list" response row: bare array, id, slug, name, is_free, archived_days, cover.full, num',
    method: 'GET',
    path: '/v2/channels/channel_list',
    status: 200,
    body: [
      { id: 101, slug: 'first', name: 'First', num: 1, is_free: true, archived_days: 7, cover: { full: 'https://img.example/101.png', light_bg: 'https://img.example/101-l.png' }, is_hd: true, stream_types: { hls: true } },
      { id: 102, slug: 'second', name: 'Second', num: 2, is_free: false, archived_days: 0, cover: { full: 'https://img.example/102.png' } },
      { id: 103, slug: 'broken' },
    ],
  },
  categories: {
    evidence: 'S1 (S): B. "Spec-only channel endpoints" GET /v2/channels/category_list: [{id, name, short, scaled_icon, channels[ids], tags, slug}]',
    method: 'GET',
    path: '/v2/channels/category_list',
    status: 200,
    body: [
      { id: 2, name: 'All channels', short: 'All', scaled_icon: null, channels: [101, 102], tags: [], slug: 'all' },
      { id: 5, name: 'Sports', channels: [{ id: 102, name: 'Second' }] },
    ],
  },
  schedule: {
    evidence: 'S4, S5, S7 (H): B. "GET /v2/channels/{id}/schedule" response row: bare array, timestamp/duration seconds, time "HH:MM", img.src, episode',
    method: 'GET',
    path: '/v2/channels/101/schedule',
    status: 200,
    body: [
      { id: 9001, channel_id: 101, timestamp: 1_796_600_000, duration: 3600, date: '2026-12-06', time: '20:00', img: { src: 'https://img.example/p.jpg' }, episode: { season: 1, series: 2, title: 'Pilot' }, program: { title: 'News', category: { id: 1, name: 'News' } } },
      { id: 9002, channel_id: 101, timestamp: '2026-12-06T21:00:00Z', duration: 1800, time: '21:00', program: { title: 'Film' } },
      { id: 9003, channel_id: 101, duration: 60, program: { title: 'No start' } },
    ],
  },
  stream: {
    evidence: 'S4, S5, S7, S8, S3 (H): B. "GET /v2/channels/{id}/stream" response (object) row: hls, hls_mbr, stream_info a data.json URL',
    method: 'GET',
    path: '/v2/channels/101/stream',
    status: 200,
    body: { hls: 'https://cdn.example/101/index.m3u8', hls_mbr: 'https://cdn.example/101/mbr.m3u8', stream_info: 'https://cdn.example/101/data.json' },
  },
  streamError: {
    evidence: 'S5, S4 (H): C. "GET /v2/videos/{id}/stream" row: {error:{message}} on failure; B. stream errors row: 403, error_code',
    method: 'GET',
    path: '/v2/channels/101/stream',
    status: 403,
    body: { status_code: 403, error_code: 'channel_not_purchased', error: { message: 'Channel is not available' } },
  },
  validationError: {
    evidence: 'Cross-cutting fact 5 (S2 detail, DRF default; S4 and S6 hard-code the text): a DRF field map on 400',
    method: 'POST',
    path: '/v2/auth/login',
    status: 400,
    body: { non_field_errors: ['Unable to log in with provided credentials.'] },
  },
  currentUser: {
    evidence: 'S6 (H: status 200 and id), S1 (S) BaseUser: A. "GET /v2/users/self" response row; S6 types accounts as one object',
    method: 'GET',
    path: '/v2/users/self',
    status: 200,
    body: { id: 77, username: 'guest-1', first_name: '', last_name: '', provider_uid: null, phone: null, email: null, is_guest: true, is_active: true, accounts: { id: 1, amount: '0.00', is_payment_allowed: true }, provider: { id: 3, name: 'Operator' }, date_joined: '2026-12-06T10:00:00Z' },
  },
  messages: {
    evidence: 'S1 (S): D. "Other provider endpoints" Message{id, title, text, icon, background, params, created_at}; fact 6: bare array',
    method: 'GET',
    path: '/v2/users/self/messages',
    status: 200,
    body: [{ id: 1, title: 'Hello', text: 'Welcome', icon: null, background: null, params: {}, created_at: '2026-12-06T10:00:00Z' }],
  },
} satisfies Record<string, OperatorFixture>;
