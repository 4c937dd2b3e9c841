import { artworkUrl } from '../media/urls';
import { hashString } from './prng';

/** Generated artwork kinds and their pixel sizes (posters 2:3, covers and wide 16:9, promo banners 1920x600, titles 4:1). */
export const ART_SIZES = {
  poster: [400, 600],
  cover: [1280, 720],
  wide: [1920, 1080],
  standart: [640, 360],
  logo: [400, 400],
  person: [400, 600],
  promo: [1920, 600],
  avatar: [256, 256],
  /** A promo banner's picture without lettering: its graphic title is drawn over it (section 3, graphic_title). */
  backdrop: [1920, 600],
  /** A graphic title: the words alone on a transparent 4:1 picture. */
  title: [1600, 400],
} as const;
export type ArtKind = keyof typeof ART_SIZES;

export const isArtKind = (kind: string): kind is ArtKind => Object.hasOwn(ART_SIZES, kind);

/** Two colours of a gradient derived from the id, so a title keeps its look on every page and client. */
export function paletteFor(seed: string): { from: string; to: string } {
  const hash = hashString(seed);
  const hue = hash % 360;
  const shift = 30 + ((hash >>> 9) % 90);
  return { from: `hsl(${hue}, 62%, 38%)`, to: `hsl(${(hue + shift) % 360}, 70%, 16%)` };
}

/** Solid background colour clients paint before the image loads (cover.color_bg, library cover). */
export function backgroundColorFor(seed: string): string {
  const hash = hashString(seed);
  const hue = hash % 360;
  return hslToHex(hue, 0.55, 0.22);
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const hex = (value: number) =>
    Math.round((value + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/** An artwork address; `text` overrides the title the art route would look up itself. */
export function artUrl(
  publicUrl: string,
  kind: ArtKind,
  id: number | string,
  options: { width?: number; text?: string } = {},
) {
  const base = artworkUrl(publicUrl, kind, id, options.width);
  if (!options.text) return base;
  return `${base}${base.includes('?') ? '&' : '?'}t=${encodeURIComponent(options.text)}`;
}

export function contentImages(publicUrl: string, contentId: number) {
  return [
    { type: 'poster', ar: '2:3', src: artUrl(publicUrl, 'poster', contentId) },
    { type: 'cover', ar: '16:9', src: artUrl(publicUrl, 'cover', contentId) },
    { type: 'standart', ar: '16:9', src: artUrl(publicUrl, 'standart', contentId) },
    { type: 'wide', ar: '16:9', src: artUrl(publicUrl, 'wide', contentId) },
  ];
}

export function contentCover(publicUrl: string, contentId: number) {
  return {
    src_2x3: artUrl(publicUrl, 'poster', contentId),
    src_16x9: artUrl(publicUrl, 'cover', contentId),
    bg: artUrl(publicUrl, 'wide', contentId),
    color_bg: backgroundColorFor(String(contentId)),
  };
}
