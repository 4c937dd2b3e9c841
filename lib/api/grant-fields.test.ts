import { readGrantFields } from './grant-fields';

describe('readGrantFields', () => {
  const iso = '2026-12-06T16:00:00Z';
  const ms = Date.parse(iso);

  it.each([
    ['the operator: bare, expired as an ISO date-time, device as a uuid', { access_token: 't', expired: iso, device: 'a-b-1', was_guest: false }, 'a-b-1', ms],
    ['the operator: expired as epoch seconds, device as an object', { access_token: 't', expired: ms / 1000, device: { id: 'a-b-1' } }, 'a-b-1', ms],
    ['the operator: expired as seconds in text, no device', { access_token: 't', expired: String(ms / 1000), device: null }, null, ms],
    ['the embedded platform: enveloped, expires_at in seconds, device_id', { data: { access_token: 't', expires_at: ms / 1000, device_id: 3 } }, '3', ms],
    ['no expiry at all', { access_token: 't', expired: null }, null, null],
  ])('%s', (_, answer, deviceId, expiresAtMs) => {
    expect(readGrantFields(answer)).toEqual({ accessToken: 't', deviceId, expiresAtMs });
  });

  it('finds no grant in an answer without a token', () => {
    expect(readGrantFields({ error_code: 'authentication_failed' })).toBeNull();
    expect(readGrantFields({ data: { access_token: '' } })).toBeNull();
    expect(readGrantFields([])).toBeNull();
    expect(readGrantFields(null)).toBeNull();
  });

  it('ignores an expiry it cannot read rather than guess one', () => {
    expect(readGrantFields({ access_token: 't', expired: 'soon' })?.expiresAtMs).toBeNull();
  });
});
