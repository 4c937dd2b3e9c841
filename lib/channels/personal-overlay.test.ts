import { toChannel } from '@/lib/api/channels-reshape';
import { userChannelSchema, channelSchema } from '@/lib/api/raw/channels-schema';
import type { RawChannel } from '@/lib/api/raw/channels';
import { overlayPersonalChannels } from './personal-overlay';

const catalogue = [
  { id: 101, name: 'First', slug: 'first', cover: { src: 'https://img.example/101.png' }, is_free: true },
  { id: 102, name: 'Second', slug: 'second', cover: { src: 'https://img.example/102.png' } },
].map((raw) => toChannel(channelSchema.parse(raw) as unknown as RawChannel));

/** The operator's overlay rows (wire format B, spec-only `GET /v2/users/self/channel_list` row): ids and marks, no names. */
const overlay = [
  { id: 102, favorite: { id: 7, created_at: '2026-12-01T10:00:00Z' }, is_hidden: false, is_purchased: true, is_available: true, access_error: null },
  { id: 101, favorite: null, is_hidden: true, is_purchased: false, is_available: false, access_error: 'not_purchased' },
  { id: 999, is_available: true },
].map((raw) => toChannel(userChannelSchema.parse(raw) as unknown as RawChannel));

describe('overlayPersonalChannels', () => {
  it('shows the operator overlay rows as their catalogue channels with the viewer marks, in the viewer order', () => {
    const shown = overlayPersonalChannels(overlay, catalogue);
    expect(shown.map((channel) => [channel.id, channel.name, channel.cover.src, channel.isPurchased, channel.isAvailable, channel.isHidden, channel.favorite?.id ?? null])).toEqual([
      [102, 'Second', 'https://img.example/102.png', true, true, false, 7],
      [101, 'First', 'https://img.example/101.png', false, false, true, null],
    ]);
    expect(shown[1].accessError).toBe('not_purchased');
  });

  it('keeps whole channels (the embedded platform) as sent', () => {
    const whole = catalogue.map((channel) => ({ ...channel, isPurchased: true }));
    expect(overlayPersonalChannels(whole, catalogue)).toEqual(whole);
  });
});
