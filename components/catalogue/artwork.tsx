import { preload } from 'react-dom';

interface ArtworkProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'eager' | 'lazy';
  /** The page's main picture (a title's or person's poster): preloaded and fetched first. */
  priority?: boolean;
}

/**
 * Catalogue artwork as a plain image. Platform artwork is served as is (generated SVG, never resized), so
 * next/image had nothing to optimize, yet it shipped about 6 kB of browser code to every catalogue page.
 * Width and height reserve the space, so nothing shifts while it loads.
 */
export function Artwork({ src, alt, width, height, className, loading = 'lazy', priority = false }: ArtworkProps) {
  if (priority) preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
