import sharp from 'sharp';
import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest, notFound } from '../../core/errors';
import { localize, requestLanguage, type DataLanguage } from '../../core/localized';
import { ART_SIZES, isArtKind, paletteFor, type ArtKind } from './art';
import { hashString } from './prng';
import { contentById, rootOf, tableExists } from './store';

/** Artwork never changes for a given address and language: browsers and the image optimizer may keep it a day. */
const ART_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
const MAX_TEXT = 80;
const MAX_WIDTH = 3840;
/**
 * Real operators send JPEG artwork, which SVG hides: the same picture is also served as JPEG or WebP at the
 * requested width (`/art/poster/1.webp?w=343`), so pages pay what real artwork costs and can pick the format.
 */
const RASTER_TYPES = { jpg: 'image/jpeg', webp: 'image/webp' } as const;
type ArtFormat = 'svg' | keyof typeof RASTER_TYPES;
/** Encoding is the costly part: the latest encodings are kept, bounded so arbitrary widths cannot grow memory. */
const RASTER_CACHE_ENTRIES = 300;
const rasterCache = new Map<string, Promise<Buffer>>();

function encodeRaster(svg: string, format: keyof typeof RASTER_TYPES): Promise<Buffer> {
  const key = `${format}:${hashString(svg)}:${svg.length}`;
  const cached = rasterCache.get(key);
  if (cached) {
    rasterCache.delete(key);
    rasterCache.set(key, cached);
    return cached;
  }
  const image = sharp(Buffer.from(svg));
  const encoded = (format === 'jpg' ? image.jpeg({ quality: 78, mozjpeg: true }) : image.webp({ quality: 72 })).toBuffer();
  rasterCache.set(key, encoded);
  encoded.catch(() => rasterCache.delete(key));
  if (rasterCache.size > RASTER_CACHE_ENTRIES) rasterCache.delete(rasterCache.keys().next().value as string);
  return encoded;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] as string,
  );

function initials(text: string): string {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '')
    .join('')
    .toUpperCase();
}

function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].slice(0, maxChars - 1)}…`;
  }
  return lines;
}

/** Prefixed ids other domains use for their artwork (`packet-2`, `provider-1`...), and where their names live. */
const NAMED_PREFIXES: Record<string, { table: string; column: string }> = {
  packet: { table: 'packets', column: 'name' },
  provider: { table: 'providers', column: 'name' },
  channel: { table: 'channels', column: 'name' },
  library: { table: 'libraries', column: 'title' },
  page: { table: 'rowsets', column: 'title' },
  promo: { table: 'promotions', column: 'title' },
};

/** Tables by numeric id per artwork kind (person pictures show persons, logos channels, promo banners promotions). */
const TABLE_OF_KIND: Partial<Record<ArtKind, { table: string; column: string }>> = {
  person: { table: 'persons', column: 'name' },
  logo: { table: 'channels', column: 'name' },
  promo: { table: 'promotions', column: 'title' },
};

function nameIn(ctx: PlatformContext, source: { table: string; column: string }, id: number, lang: DataLanguage) {
  if (!tableExists(ctx, source.table)) return null;
  const row = ctx.db.prepare(`SELECT ${source.column} AS name FROM ${source.table} WHERE id = ?`).get(id) as
    { name: string } | undefined;
  return row ? localize(row.name, lang) : null;
}

/** The words drawn on an artwork when the address carries no `t`: the title or name the id stands for. */
function lookupText(
  ctx: PlatformContext,
  kind: ArtKind,
  id: string,
  lang: DataLanguage,
): { title: string; subtitle: string } {
  const numeric = /^\d+$/.test(id) ? Number(id) : null;
  if (numeric !== null && ['poster', 'cover', 'wide', 'standart'].includes(kind)) {
    const content = contentById(ctx, numeric);
    if (content) {
      const root = rootOf(ctx, content);
      const subtitle = root.id === content.id ? String(content.year ?? '') : localize(content.title, lang);
      return { title: localize(root.title, lang), subtitle };
    }
  }
  const byKind = TABLE_OF_KIND[kind];
  const prefixed = id.match(/^([a-z]+)-(\d+)$/);
  const source = numeric !== null ? byKind : prefixed ? NAMED_PREFIXES[prefixed[1]] : undefined;
  const name = source ? nameIn(ctx, source, numeric ?? Number(prefixed?.[2]), lang) : null;
  return { title: name ?? id.replace(/[-_]+/g, ' '), subtitle: '' };
}

/** A graphic title: up to two lines of lettering on nothing, outlined so it reads over any banner picture. */
function renderTitle(title: string, w: number, h: number, outWidth: number, outHeight: number): string {
  const lines = wrap(title, 22, 2);
  // Bold letters run about 0.62 em wide: the longest line must fit the picture's width, not run off its edge.
  const longest = Math.max(...lines.map((line) => line.length));
  const fontSize = Math.round(Math.min(h / (lines.length === 1 ? 2.2 : 3.2), w / (longest * 0.62)));
  const text = lines
    .map(
      (line, i) =>
        `<text x="0" y="${Math.round(h - (lines.length - 1 - i) * fontSize * 1.1 - fontSize * 0.35)}" font-size="${fontSize}" font-weight="800" fill="#fff" stroke="#000" stroke-opacity="0.45" stroke-width="${Math.round(fontSize / 14)}" paint-order="stroke">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">
<g font-family="Inter, 'Helvetica Neue', Arial, sans-serif">${text}</g>
</svg>`;
}

export function renderArtwork(kind: ArtKind, id: string, title: string, subtitle: string, width?: number): string {
  const [w, h] = ART_SIZES[kind];
  const { from, to } = paletteFor(id);
  const hash = hashString(`${kind}:${id}`);
  // Avatars are cut to a circle here; other kinds are cropped by the page that shows them.
  const round = kind === 'avatar';
  const big = kind === 'avatar' || kind === 'person' || kind === 'logo';
  const outWidth = width ? Math.min(width, MAX_WIDTH) : w;
  const outHeight = Math.round((outWidth * h) / w);
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = ((hash >>> (i * 8)) % 100) / 100;
      const cy = ((hash >>> (i * 8 + 4)) % 100) / 100;
      const r = (0.18 + i * 0.12) * Math.max(w, h);
      return `<circle cx="${Math.round(cx * w)}" cy="${Math.round(cy * h)}" r="${Math.round(r)}" fill="#fff" opacity="${(0.05 + i * 0.02).toFixed(2)}"/>`;
    })
    .join('');
  const minSide = Math.min(w, h);
  let body: string;
  if (big) {
    const size = Math.round(minSide * 0.36);
    body = `<text x="50%" y="${kind === 'person' ? '42%' : '50%'}" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="central" fill="#fff">${escapeXml(initials(title) || '?')}</text>`;
    if (kind === 'person' || kind === 'logo') {
      const label = wrap(title, kind === 'logo' ? 14 : 16, 2);
      const fontSize = Math.round(minSide * 0.075);
      body += label
        .map(
          (line, i) =>
            `<text x="50%" y="${Math.round(h * 0.78 + i * fontSize * 1.2)}" font-size="${fontSize}" font-weight="600" text-anchor="middle" fill="#fff" opacity="0.9">${escapeXml(line)}</text>`,
        )
        .join('');
    }
  } else {
    const fontSize = Math.round(minSide * (kind === 'poster' ? 0.1 : 0.11));
    const lines = wrap(title, kind === 'poster' ? 14 : 24, 3);
    const top = kind === 'poster' ? h * 0.62 : h * 0.58;
    body = lines
      .map(
        (line, i) =>
          `<text x="${Math.round(w * 0.07)}" y="${Math.round(top + i * fontSize * 1.15)}" font-size="${fontSize}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`,
      )
      .join('');
    if (subtitle) {
      body += `<text x="${Math.round(w * 0.07)}" y="${Math.round(top + lines.length * fontSize * 1.15 + fontSize * 0.3)}" font-size="${Math.round(fontSize * 0.5)}" fill="#fff" opacity="0.75">${escapeXml(subtitle)}</text>`;
    }
  }
  if (kind === 'backdrop') body = '';
  if (kind === 'title') return renderTitle(title, w, h, outWidth, outHeight);
  const shape = round ? `<clipPath id="c"><circle cx="${w / 2}" cy="${h / 2}" r="${minSide / 2}"/></clipPath>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outWidth}" height="${outHeight}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>${shape}</defs>
<g font-family="Inter, 'Helvetica Neue', Arial, sans-serif"${round ? ' clip-path="url(#c)"' : ''}><rect width="${w}" height="${h}" fill="url(#g)"/>${circles}${body}</g>
</svg>`;
}

export function registerArtRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/art/:kind/:file', async (c) => {
    const kind = c.req.param('kind');
    const match = c.req.param('file').match(/^([A-Za-z0-9_-]{1,64})\.(svg|jpg|webp)$/);
    if (!isArtKind(kind) || !match) throw notFound('Artwork not found.');
    const format = match[2] as ArtFormat;
    const widthParam = c.req.query('w');
    const width = widthParam ? Number(widthParam) : undefined;
    if (width !== undefined && (!Number.isInteger(width) || width <= 0 || width > MAX_WIDTH))
      throw badRequest(`w must be an integer from 1 to ${MAX_WIDTH}.`);
    const override = c.req.query('t')?.trim().slice(0, MAX_TEXT);
    const { title, subtitle } = override
      ? { title: override, subtitle: '' }
      : lookupText(ctx, kind, match[1], requestLanguage(c));
    const svg = renderArtwork(kind, match[1], title, subtitle, width);
    const etag = `"${format}-${hashString(svg).toString(16)}"`;
    const headers = {
      'Content-Type': format === 'svg' ? 'image/svg+xml; charset=utf-8' : RASTER_TYPES[format],
      'Cache-Control': ART_CACHE_CONTROL,
      ETag: etag,
      Vary: 'Accept-Language',
    };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    if (format === 'svg') return c.body(svg, 200, headers);
    return c.body(new Uint8Array(await encodeRaster(svg, format)), 200, headers);
  });
}
