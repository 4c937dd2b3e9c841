import type { ReactElement } from 'react';

/** Open Graph's recommended share image size (1.91:1); app/opengraph-image.tsx uses the same. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Artwork larger than this is not embedded: the card is drawn with the text alone. */
export const OG_ARTWORK_MAX_BYTES = 2_000_000;

/** Image types the renderer can embed. */
const ARTWORK_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg'];

/**
 * Base path of the per-item share images (app/og/[kind]/[ref]/route.tsx). Channels, packets and the provider
 * landing get one too, since their own artwork is an SVG logo that many social sites do not display.
 */
export type OgKind = 'contents' | 'persons' | 'channels' | 'packets' | 'providers';

export function ogImagePath(kind: OgKind, ref: string): string {
  return `/og/${kind}/${encodeURIComponent(ref)}`;
}

/** The artwork as a data URL for the renderer, or null when it is missing, too large or of another type. */
export function artworkDataUrl(contentType: string | null, bytes: ArrayBuffer): string | null {
  const type = contentType?.split(';')[0].trim().toLowerCase() ?? '';
  if (!ARTWORK_TYPES.includes(type) || bytes.byteLength === 0 || bytes.byteLength > OG_ARTWORK_MAX_BYTES) return null;
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

export interface OgCardProps {
  siteName: string;
  title: string;
  /** One line under the title: year, genres, age, roles. */
  details: string;
  artwork: string | null;
  background?: string | null;
  /** A logo is drawn whole on a square panel; other artwork fills a poster frame. */
  logo?: boolean;
}

const POSTER_WIDTH = Math.round((OG_IMAGE_SIZE.height * 2) / 3);
/** The logo keeps this margin inside its square panel. */
const LOGO_PADDING = 72;
const LOGO_SIZE = OG_IMAGE_SIZE.height - 2 * LOGO_PADDING;

function Artwork({ src, logo }: { src: string; logo: boolean }): ReactElement {
  if (!logo)
    // eslint-disable-next-line @next/next/no-img-element -- the share image renderer draws plain <img> only
    return <img src={src} alt="" width={POSTER_WIDTH} height={OG_IMAGE_SIZE.height} style={{ objectFit: 'cover' }} />;
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: OG_IMAGE_SIZE.height,
        height: OG_IMAGE_SIZE.height,
        background: 'rgba(255,255,255,0.06)',
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the share image renderer draws plain <img> only */}
      <img src={src} alt="" width={LOGO_SIZE} height={LOGO_SIZE} style={{ objectFit: 'contain' }} />
    </div>
  );
}

/** The share card: the item's artwork on the left, its name and details on the right. */
export function OgCard({ siteName, title, details, artwork, background, logo = false }: OgCardProps): ReactElement {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        background: background || 'linear-gradient(135deg, #0d0f14 0%, #1b2a4a 70%, #3e7bfa 100%)',
        color: '#f2f3f5',
      }}
    >
      {artwork ? <Artwork src={artwork} logo={logo} /> : null}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flex: 1,
          padding: 64,
          background: 'linear-gradient(90deg, rgba(13,15,20,0.92) 0%, rgba(13,15,20,0.75) 100%)',
        }}
      >
        <div style={{ fontSize: 32, opacity: 0.8 }}>{siteName}</div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontSize: title.length > 40 ? 56 : 72, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
          {details ? <div style={{ fontSize: 32, marginTop: 24, opacity: 0.85 }}>{details}</div> : null}
        </div>
      </div>
    </div>
  );
}
