import { artworkSources } from './artwork-sources';

describe('artworkSources', () => {
  it('asks for a content-h frame at the spec width 343 times 1, 2 and 3, as JPEG and WebP', () => {
    const sources = artworkSources('http://localhost:3001/art/cover/12.svg', 'content-h', 285)!;
    expect(sources.width).toBe(343);
    expect(sources.jpeg).toBe('http://localhost:3001/art/cover/12.jpg?w=343');
    expect(sources.webpSrcSet).toBe(
      'http://localhost:3001/art/cover/12.webp?w=343 343w, http://localhost:3001/art/cover/12.webp?w=686 686w, http://localhost:3001/art/cover/12.webp?w=1029 1029w',
    );
    expect(sources.sizes).toBe('(max-width: 343px) 100vw, 343px');
  });

  it('sizes kinds outside the table by the box they fill, keeping other query parameters', () => {
    const sources = artworkSources('/art/poster/3.svg?t=Hello', undefined, 240)!;
    expect(sources.jpeg).toBe('/art/poster/3.jpg?t=Hello&w=240');
    expect(sources.jpegSrcSet).toContain('/art/poster/3.jpg?t=Hello&w=720 720w');
  });

  it('leaves out ratios wider than the artwork service draws, and offers a phone its screen widths below a wide base', () => {
    expect(artworkSources('/art/promo/1.svg', 'promo-bg', 1920)!.jpegSrcSet).toBe(
      '/art/promo/1.jpg?w=480 480w, /art/promo/1.jpg?w=960 960w, /art/promo/1.jpg?w=1440 1440w, ' +
        '/art/promo/1.jpg?w=1920 1920w, /art/promo/1.jpg?w=3840 3840w',
    );
    expect(artworkSources('/art/promo/1.svg', 'wide', 1080)!.webpSrcSet).toBe(
      '/art/promo/1.webp?w=480 480w, /art/promo/1.webp?w=960 960w, /art/promo/1.webp?w=1080 1080w, ' +
        '/art/promo/1.webp?w=2160 2160w, /art/promo/1.webp?w=3240 3240w',
    );
  });

  it('leaves addresses that cannot be sized alone', () => {
    expect(artworkSources('https://cdn.example/posters/3.png', 'content-h', 285)).toBeNull();
    expect(artworkSources('data:image/png;base64,AAAA', undefined, 10)).toBeNull();
  });
});
