import { NARROW_MIN_WIDTH } from '../rules/breakpoints';
import { IMAGE_WIDTHS } from '../rules/row-layout';

/** core-session-account.md section 9: artwork at a device pixel ratio of 1 to 3. */
export const ARTWORK_PIXEL_RATIOS = [1, 2, 3] as const;

/** The widest artwork the service draws (platform `MAX_WIDTH`): larger ratios of a wide base are left out. */
export const MAX_ARTWORK_WIDTH = 3840;

/**
 * Widths for a phone, offered below a wider base: the widest narrow screen at each pixel ratio. The spec's table is for
 * the desktop (promo-bg 1920); with nothing narrower in the set, a 412 px phone at ratio 1.75 downloaded the 1920 px
 * background for a 364 px banner, and now takes the 960 px one (the home page's first screen: 5.7 to 2.1 kB a
 * backdrop with the demo's artwork, about a quarter of the pixels of a real photograph).
 */
const PHONE_WIDTHS = ARTWORK_PIXEL_RATIOS.map((ratio) => (NARROW_MIN_WIDTH - 1) * ratio);

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

/**
 * An address cut once into what every variant keeps: without `new URL` per variant, which cost a phone's hydration
 * eight address parses per card (a hundred cards on the home page, traced at 4x CPU as a long task of its own).
 */
function addressParts(src: string): { path: string; stem: string; query: URLSearchParams | null; hash: string } {
  const hashAt = src.indexOf('#');
  const withoutHash = hashAt < 0 ? src : src.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt < 0 ? '' : withoutHash.slice(queryAt + 1);
  return {
    path,
    stem: path.replace(/\.(svg|jpg|webp)$/, ''),
    query: query ? new URLSearchParams(query) : null,
    hash: hashAt < 0 ? '' : src.slice(hashAt),
  };
}

function variant({ stem, query, hash }: ReturnType<typeof addressParts>, format: 'jpg' | 'webp', width: number): string {
  let search = `w=${width}`;
  if (query) {
    query.set('w', String(width));
    search = query.toString();
  }
  return `${stem}.${format}?${search}${hash}`;
}

/** JPEG and WebP variants sized by the width table times the pixel ratio; null for addresses that cannot be sized. */
export function artworkSources(src: string, kind: ArtworkKind | undefined, boxWidth: number): ArtworkSources | null {
  const parts = addressParts(src);
  if (!SIZED_ARTWORK_PATH.test(parts.path)) return null;
  const width = artworkBaseWidth(kind, boxWidth);
  const widths = [
    ...PHONE_WIDTHS.filter((phoneWidth) => phoneWidth < width),
    ...ARTWORK_PIXEL_RATIOS.filter((ratio) => ratio === 1 || width * ratio <= MAX_ARTWORK_WIDTH).map((ratio) => width * ratio),
  ];
  const srcSet = (format: 'jpg' | 'webp') =>
    widths.map((candidate) => `${variant(parts, format, candidate)} ${candidate}w`).join(', ');
  return {
    width,
    jpeg: variant(parts, 'jpg', width),
    jpegSrcSet: srcSet('jpg'),
    webpSrcSet: srcSet('webp'),
    // Never wider than the screen: a 1920 px promo background on a phone is asked for at the phone's width.
    sizes: `(max-width: ${width}px) 100vw, ${width}px`,
  };
}
