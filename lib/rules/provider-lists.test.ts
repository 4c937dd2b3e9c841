import { FREE_PACKET_CHANNELS, providerListChannelCount } from './provider-lists';

const packet = (nextPrice: string, isBase: boolean, channelsCount = 12, isPromo = false) => ({
  channelsCount,
  isBase,
  isPromo,
  actions: { nextPrice },
});

describe('providerListChannelCount (catalogue-vod-billing.md section 9)', () => {
  it('gives the free packet 140 channels whatever its answer counts', () => {
    expect(providerListChannelCount(packet('0.00', false, 0))).toBe(FREE_PACKET_CHANNELS);
    expect(FREE_PACKET_CHANNELS).toBe(140);
  });

  it("keeps the answer's count for paid packets and for a free base packet", () => {
    expect(providerListChannelCount(packet('1990.00', false))).toBe(12);
    expect(providerListChannelCount(packet('0.00', true))).toBe(12);
  });

  it('keeps its own count, none, for a free promo packet that opens no channels (a week of premieres)', () => {
    expect(providerListChannelCount(packet('0.00', false, 0, true))).toBe(0);
  });
});
