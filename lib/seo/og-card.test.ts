import { OG_ARTWORK_MAX_BYTES, artworkDataUrl, ogImagePath } from './og-card';

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('share image helpers', () => {
  it('embeds SVG, PNG and JPEG artwork as a data URL', () => {
    expect(artworkDataUrl('image/svg+xml; charset=utf-8', bytes('<svg/>'))).toBe(
      `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
    );
    expect(artworkDataUrl('image/png', bytes('png'))).toMatch(/^data:image\/png;base64,/);
  });

  it('leaves out artwork of another type, empty or too large', () => {
    expect(artworkDataUrl('text/html', bytes('<html>'))).toBeNull();
    expect(artworkDataUrl(null, bytes('x'))).toBeNull();
    expect(artworkDataUrl('image/png', new ArrayBuffer(0))).toBeNull();
    expect(artworkDataUrl('image/png', new ArrayBuffer(OG_ARTWORK_MAX_BYTES + 1))).toBeNull();
  });

  it('addresses the share image of a title, person, channel or packet by its reference', () => {
    expect(ogImagePath('contents', 'the-film-3')).toBe('/og/contents/the-film-3');
    expect(ogImagePath('persons', 'a b')).toBe('/og/persons/a%20b');
    expect(ogImagePath('channels', 'dala-tv')).toBe('/og/channels/dala-tv');
    expect(ogImagePath('packets', 'demo_2')).toBe('/og/packets/demo_2');
  });
});
