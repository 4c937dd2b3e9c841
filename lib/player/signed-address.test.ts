import { withAddressTerms } from './signed-address';

const SIGNATURE = 'A'.repeat(43);
const signed = (holder: string) =>
  `http://localhost:3001/media/live/5/tk.1800000000.${holder}.${SIGNATURE}/master.m3u8`;

describe('withAddressTerms', () => {
  it("reads the embedded platform's expiry and asks for the media cookie of an address bound to this browser", () => {
    expect(withAddressTerms({ url: signed('6f1c2a9e-0b7d'), protocol: 'hls', key: 'channel:5:live' })).toEqual({
      url: signed('6f1c2a9e-0b7d'),
      protocol: 'hls',
      key: 'channel:5:live',
      expiresAt: 1_800_000_000_000,
      withCredentials: true,
    });
  });

  it('sends no cookie for an address handed to anyone', () => {
    const source = withAddressTerms({ url: signed('0'), protocol: 'hls' });
    expect(source.expiresAt).toBe(1_800_000_000_000);
    expect(source.withCredentials).toBeUndefined();
  });

  it("leaves an operator's own addresses as they come", () => {
    for (const url of [
      'https://cdn.operator.example/live/5/index.m3u8?token=abc&expires=1800000000',
      'https://cdn.operator.example/tk.1/master.m3u8',
    ]) {
      expect(withAddressTerms({ url, protocol: 'hls' })).toEqual({ url, protocol: 'hls' });
    }
    expect(withAddressTerms(null)).toBeNull();
  });
});
