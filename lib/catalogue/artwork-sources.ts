import { IMAGE_WIDTHS } from '../rules/row-layout';

/** core-session-account.md section 9: artwork at a device pixel ratio of 1 to 3. */
export const ARTWORK_PIXEL_RATIOS = [1, 2, 3] as const;

/** The widest artwork the service draws (platform `MAX_WIDTH`): larger ratios of a wide base are left out. */
export const MAX_ARTWORK_WIDTH = 3840;

export type ArtworkKind = keyof typeof IMAGE_WIDTHS;

/**
 * Artwork addresses that take a width and a format (platform/README.md "Artwork"): `/art/{kind}/{id}.{svg|jpg|webp}`
 * with `?w=` for the width. Other addresses are used as they come.
 */
const SIZED_ARTWORK_PATH = /\/art\/[a-z]+\/[\w-]+\.(?:svg|jpg|webp)$/;

export interface ArtworkSources {
  /** The base width: the spec's table for its kinds, else the box the image fills. */
  width: number;
  jpeg: string;
  /** `w` descriptors for base x 1, 2 and 3: the browser takes the one for the shown width times its pixel ratio. */
  jpegSrcSet: string;
  webpSrcSet: string;
  sizes: string;
}

/** The width to request before the pixel ratio: the spec's width table for its kinds (content-h 343, channel 285...). */
export function artworkBaseWidth(kind: ArtworkKind | undefined, boxWidth: number): number {
  return kind ? IMAGE_WIDTHS[kind] : boxWidth;
}

function variant(src: string, format: 'jpg' | 'webp', width: number): string {
  const url = new URL(src, 'http://relative.invalid');
  url.pathname = url.pathname.replace(/\.(svg|jpg|webp)$/, `.${format}`);
  url.searchParams.set('w', String(width));
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString();
}

/** JPEG and WebP variants sized by the width table times the pixel ratio; null for addresses that cannot be sized. */
export function artworkSources(src: string, kind: ArtworkKind | undefined, boxWidth: number): ArtworkSources | null {
  let path: string;
  try {
    path = new URL(src, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  if (!SIZED_ARTWORK_PATH.test(path)) return null;
  const width = artworkBaseWidth(kind, boxWidth);
  const srcSet = (format: 'jpg' | 'webp') =>
    ARTWORK_PIXEL_RATIOS.filter((ratio) => ratio === 1 || width * ratio <= MAX_ARTWORK_WIDTH)
      .map((ratio) => `${variant(src, format, width * ratio)} ${width * ratio}w`)
      .join(', ');
  return {
    width,
    jpeg: variant(src, 'jpg', width),
    jpegSrcSet: srcSet('jpg'),
    webpSrcSet: srcSet('webp'),
    // Never wider than the screen: a 1920 px promo background on a phone is asked for at the phone's width.
    sizes: `(max-width: ${width}px) 100vw, ${width}px`,
  };
}
