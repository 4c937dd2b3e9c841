'use client';

import { preload } from 'react-dom';
import { artworkSources, type ArtworkKind } from '@/lib/catalogue/artwork-sources';

interface ArtworkProps {
  src: string;
  alt: string;
  /** The box the image fills (CSS px): reserves its space, so nothing shifts while it loads. */
  width: number;
  height: number;
  /** A kind of the spec's image width table (content-h, channel, promo-bg, wide): requested at that width. */
  kind?: ArtworkKind;
  className?: string;
  loading?: 'eager' | 'lazy';
  /** The page's main picture (a title's or person's poster): preloaded and fetched first. */
  priority?: boolean;
}

/**
 * Catalogue artwork as a plain image (next/image shipped about 6 kB of browser code to every catalogue page).
 * Artwork that can be sized comes as WebP where the browser takes it, else JPEG, at the spec's width times the
 * device pixel ratio; other addresses are used as they are.
 *
 * A client leaf although it has no state: as a server component every image's seven sized addresses were written
 * twice, into the markup and into the RSC payload; as a client leaf the payload carries only its props (the home
 * page: 516 to 419 kB of HTML, 57.9 to 50.9 kB gzip, no first-load JavaScript added: it joins a shared chunk).
 */
export function Artwork({
  src,
  alt,
  width,
  height,
  kind,
  className,
  loading = 'lazy',
  priority = false,
}: ArtworkProps) {
  const sources = artworkSources(src, kind, width);
  if (priority) {
    preload(sources?.jpeg ?? src, {
      as: 'image',
      fetchPriority: 'high',
      ...(sources ? { imageSrcSet: sources.webpSrcSet, imageSizes: sources.sizes, type: 'image/webp' } : {}),
    });
  }
  const image = (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={sources?.jpeg ?? src}
      srcSet={sources?.jpegSrcSet}
      sizes={sources?.sizes}
      alt={alt}
      width={width}
      height={height}
      className={className}
      // The attributes' ratio holds only until the picture loads, then CSS's `height: auto` takes the picture's own: a
      // square channel logo in a 160x90 box grew its row by 70 px on a phone as it arrived. The box keeps its ratio.
      style={{ aspectRatio: `${width} / ${height}` }}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!sources) return image;
  return (
    <picture>
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sources.sizes} />
      {image}
    </picture>
  );
}
