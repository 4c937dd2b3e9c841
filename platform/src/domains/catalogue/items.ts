import type { PlatformContext, Session } from '../../core/context';
import { parseJson } from '../../core/database';
import { localize, type DataLanguage } from '../../core/localized';
import { artUrl, backgroundColorFor } from './art';
import type { Localizer } from './content-json';
import type { ViewContext } from '../billing/packet-view';
import { packetPromoJson, packetPromoView } from './packet-promos';
import type { SeedDestination } from './seed-promotions';
import { contentById, tableExists, type PersonRecord } from './store';

/** `credits` (top-level titles the person is credited on) is known where the query counted them, e.g. the stars row. */
export function personCard({ ctx, lang }: Localizer, person: PersonRecord & { credits?: number }) {
  const image = artUrl(ctx.config.publicUrl, 'person', person.id);
  return {
    id: person.id,
    slug: person.slug,
    name: localize(person.name, lang),
    image,
    image_url: image,
    role: person.role,
    ...(person.credits === undefined ? {} : { contents_count: person.credits }),
  };
}

interface ChannelRecord {
  id: number;
  slug: string;
  name: string;
  age: number | null;
  is_adult: number | null;
  is_free: number | null;
}

/** Channels belong to the channels domain: read at request time by the contract's columns, in its sort order. */
export function channelCards({ ctx, lang }: Localizer, ids?: number[]) {
  if (!tableExists(ctx, 'channels')) return [];
  const rows = (
    ids
      ? ctx.db
          .prepare(
            'SELECT id, slug, name, age, is_adult, is_free FROM channels WHERE id IN (SELECT value FROM json_each(?))',
          )
          .all(JSON.stringify(ids))
      : ctx.db.prepare('SELECT id, slug, name, age, is_adult, is_free FROM channels ORDER BY sort, id').all()
  ) as ChannelRecord[];
  const ordered = ids
    ? ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is ChannelRecord => Boolean(row))
    : rows;
  return ordered.map((channel) => ({
    id: channel.id,
    slug: channel.slug,
    name: localize(channel.name, lang),
    title: localize(channel.name, lang),
    logo: artUrl(ctx.config.publicUrl, 'logo', channel.id, { text: localize(channel.name, lang) }),
    age: channel.age ?? 0,
    is_adult: channel.is_adult === 1,
    is_free: channel.is_free === 1,
  }));
}

interface PromotionRecord {
  id: number;
  destination: string;
  title: string;
  short: string;
  description: string;
  background: string;
}

const PROMO_TITLE_WIDTHS = { x1: 400, x2: 800, x3: 1200 } as const;
const PROMO_TITLE_HEIGHT_RATIO = 0.25;

function graphicTitle(publicUrl: string, promoId: number, text: string) {
  const scales = (base: number) =>
    Object.fromEntries(
      Object.entries(PROMO_TITLE_WIDTHS).map(([scale, width]) => {
        const w = Math.round(width * base);
        return [
          scale,
          {
            url: artUrl(publicUrl, 'title', `promo-${promoId}`, { width: w, text }),
            width: w,
            height: Math.round(w * PROMO_TITLE_HEIGHT_RATIO),
          },
        ];
      }),
    );
  return { tv: scales(1), mobile: scales(0.5) };
}

function destinationJson(ctx: PlatformContext, lang: DataLanguage, stored: SeedDestination) {
  const destination: Record<string, unknown> = { type: stored.type };
  for (const key of ['id', 'slug', 'library_id', 'id_no_ott', 'src'] as const)
    if (stored[key] !== undefined) destination[key] = stored[key];
  if (stored.title) destination.title = localize(stored.title, lang);
  if (stored.description) destination.description = localize(stored.description, lang);
  if (stored.type === 'content' && stored.id !== undefined) {
    const content = contentById(ctx, stored.id);
    if (!content) return null;
    destination.slug = content.slug;
    destination.library_id = content.library_id;
  }
  if (stored.type === 'channel' && stored.id !== undefined) {
    const channel = tableExists(ctx, 'channels')
      ? (ctx.db.prepare('SELECT slug FROM channels WHERE id = ?').get(stored.id) as { slug: string } | undefined)
      : undefined;
    if (!channel) return null;
    destination.slug = channel.slug;
  }
  return destination;
}

/**
 * Promo items of a row; a destination whose target is gone (e.g. no channels seeded) is left out, never shown broken.
 * A packet destination carries the packet (`packet`: price, trial, periods as this caller sees them) for the packet
 * promo and donate cards.
 */
export function promotionItems({ ctx, lang }: Localizer, rowId: number, session: Session | null) {
  const publicUrl = ctx.config.publicUrl;
  let packetView: ViewContext | null | undefined;
  const rows = ctx.db
    .prepare('SELECT * FROM promotions WHERE row_id = ? ORDER BY sort, id')
    .all(rowId) as PromotionRecord[];
  return rows.flatMap((promo) => {
    const destination = destinationJson(ctx, lang, parseJson<SeedDestination>(promo.destination, { type: 'text' }));
    if (!destination) return [];
    const title = localize(promo.title, lang);
    let packet = null;
    if (destination.type === 'packet' && typeof destination.id === 'number') {
      if (packetView === undefined) packetView = packetPromoView(ctx, lang, session);
      packet = packetView && packetPromoJson(packetView, destination.id);
      // A packet billing no longer sells is left out like any other gone target.
      if (packetView && !packet) return [];
    }
    const contentArt = destination.type === 'content' ? Number(destination.id) : null;
    // The banner's picture carries no lettering: the graphic title is drawn over it, as an operator's banners are.
    const background = artUrl(publicUrl, 'backdrop', contentArt ? `content-${contentArt}` : `promo-${promo.id}`);
    return [
      {
        id: promo.id,
        title,
        short: localize(promo.short, lang),
        description: localize(promo.description, lang),
        destination,
        background,
        color_bg: promo.background || backgroundColorFor(`promo:${promo.id}`),
        images: [
          { type: 'promo', ar: '16:5', src: artUrl(publicUrl, 'promo', promo.id, { text: title }) },
          {
            type: 'wide',
            ar: '16:9',
            src: contentArt
              ? artUrl(publicUrl, 'cover', contentArt)
              : artUrl(publicUrl, 'cover', `promo-${promo.id}`, { text: title }),
          },
        ],
        graphic_title: graphicTitle(publicUrl, promo.id, title),
        ...(packet ? { packet } : {}),
      },
    ];
  });
}
