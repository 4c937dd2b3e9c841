import { artworkUrl } from '../media/urls';

/**
 * Generated artwork with the words to draw (`t`, see catalogue routes-art.ts): programmes and channel
 * backgrounds have no catalogue row the artwork route could look their title up in.
 */
export function titledArtworkUrl(publicUrl: string, kind: 'cover' | 'logo', id: string, title: string): string {
  return `${artworkUrl(publicUrl, kind, id)}?t=${encodeURIComponent(title)}`;
}

/** One image per programme title, so every airing of a show carries the same picture. */
export function programmeArtworkId(englishTitle: string): string {
  const slug = englishTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `programme-${slug}`.slice(0, 64);
}
