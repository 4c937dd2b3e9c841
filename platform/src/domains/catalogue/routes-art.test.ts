import sharp from 'sharp';
import { ART_SIZES } from './art';
import { renderArtwork } from './routes-art';
import { startCatalogue } from './testing';

describe('artwork route', () => {
  const platform = startCatalogue();
  afterAll(() => platform.close());
  const { call } = platform;

  it('draws a content poster with its title, sized 2:3, cacheable', async () => {
    const { status, body, headers } = await call('/art/poster/3.svg');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('image/svg+xml');
    expect(headers.get('cache-control')).toContain('max-age=');
    expect(body).toContain('width="400" height="600"');
    expect(body).toContain('The Last Caravan');
  });

  it('sizes every kind as specified and scales to ?w=', async () => {
    for (const [kind, [width, height]] of Object.entries(ART_SIZES)) {
      const { body } = await call(`/art/${kind}/9.svg`);
      expect(body).toContain(`viewBox="0 0 ${width} ${height}"`);
    }
    const scaled = await call('/art/promo/1.svg?w=960');
    expect(scaled.body).toContain('width="960" height="300"');
  });

  it('draws a banner backdrop without lettering and a graphic title as lettering on nothing', async () => {
    const backdrop = await call('/art/backdrop/promo-1.svg');
    expect(backdrop.body).not.toContain('<text');
    const title = await call('/art/title/promo-1.svg?w=400&t=Big%20premiere');
    expect(title.body).toContain('width="400" height="100"');
    expect(title.body).toContain('>Big premiere</text>');
    // Transparent: no painted background under the words.
    expect(title.body).not.toContain('<rect');
  });

  it('draws the same picture for the same id, and a different one for another id', async () => {
    const first = await call('/art/cover/12.svg');
    const again = await call('/art/cover/12.svg');
    const other = await call('/art/cover/13.svg');
    expect(again.body).toBe(first.body);
    expect(other.body).not.toBe(first.body);
    const cached = await platform.app.request('/art/cover/12.svg', {
      headers: { 'if-none-match': first.headers.get('etag') as string, 'accept-language': 'en' },
    });
    expect(cached.status).toBe(304);
  });

  it('names the artwork other domains ask for by prefixed id: packets, providers, channels, libraries', async () => {
    const packet = JSON.parse(
      (platform.ctx.db.prepare('SELECT name FROM packets WHERE id = 2').get() as { name: string }).name,
    );
    expect((await call('/art/promo/packet-2.svg')).body).toContain(packet.en ?? packet.ru);
    expect((await call('/art/wide/library-3.svg')).body).toContain('Kids');
    const channel = JSON.parse(
      (platform.ctx.db.prepare('SELECT name FROM channels WHERE id = 1').get() as { name: string }).name,
    );
    expect((await call('/art/logo/1.svg')).body).toContain(`aria-label="${channel.en}"`);
    const person = JSON.parse(
      (platform.ctx.db.prepare('SELECT name FROM persons WHERE id = 2').get() as { name: string }).name,
    );
    expect((await call('/art/person/2.svg')).body).toContain(`aria-label="${person.en}"`);
  });

  it('uses ?t= text, escaped, and initials for avatars', async () => {
    const { body } = await call(`/art/wide/library-1.svg?t=${encodeURIComponent('Tom & <Jerry>')}`);
    expect(body).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(body).not.toContain('<Jerry>');
    expect(renderArtwork('avatar', '5', 'Anna Kim', '')).toContain('>AK</text>');
  });

  it.each([
    ['jpg', 'image/jpeg', 'jpeg'],
    ['webp', 'image/webp', 'webp'],
  ])('serves the same picture as %s at the requested width', async (extension, type, sharpFormat) => {
    const response = await platform.app.request(`/art/poster/3.${extension}?w=343`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toContain('max-age=');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: sharpFormat, width: 343, height: Math.round((343 * 600) / 400) });
    const again = await platform.app.request(`/art/poster/3.${extension}?w=343`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown kind or file name and 400 for a bad width', async () => {
    expect((await call('/art/banner/1.svg')).status).toBe(404);
    expect((await call('/art/poster/1.png')).status).toBe(404);
    expect((await call('/art/poster/1.svg?w=abc')).status).toBe(400);
    expect((await call('/art/poster/1.webp?w=100000')).status).toBe(400);
  });
});
