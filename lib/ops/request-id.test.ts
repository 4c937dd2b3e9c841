import { requestIdFrom } from './request-id.mjs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it("keeps a proxy's well-formed id", () => {
    expect(requestIdFrom('lb-7f3a:12.5')).toBe('lb-7f3a:12.5');
  });

  it('makes a fresh id when there is none', () => {
    expect(requestIdFrom(undefined)).toMatch(UUID);
    expect(requestIdFrom('')).toMatch(UUID);
  });

  it('replaces a malformed id: too long, control characters, spaces', () => {
    for (const bad of ['a'.repeat(129), 'id\nforged log line', 'id\u0000', 'two words', '<script>']) {
      expect(requestIdFrom(bad)).toMatch(UUID);
    }
  });
});
