import type {
  RawChannelCard,
  RawContent,
  RawContentCard,
  RawContentMeta,
  RawContentSchedule,
  RawHistoryItem,
  RawPage,
  RawPersonCard,
  RawPlaybackPoint,
  RawPromoPacket,
  RawPromotion,
  RawRow,
  RawScaledImage,
  RawVodStream,
} from './raw/catalogue';
import { toAdInfo } from './channels-reshape';
import type {
  AdInfo,
  ChannelCard,
  Content,
  ContentMeta,
  ContentSchedule,
  ContentSummary,
  ContentType,
  GraphicTitle,
  HistoryItem,
  MenuPage,
  Page,
  PersonCard,
  PlaybackPoint,
  PromoPacket,
  Promotion,
  Row,
  VodStream,
} from './types/catalogue';
import { cssColor, cssImageUrl, isHttpUrl } from '../rules/safe-url';

const FOUR_K = /\b4K\b/i;

/** Zero or non-numeric ratings are hidden (section 5), so they become null. */
function rating(raw: RawContentCard, type: string): number | null {
  const value = Number(raw.ratings?.find((each) => each.type === type)?.rating);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function toContentSummary(raw: RawContentCard): ContentSummary {
  const title = raw.title ?? raw.name ?? '';
  return {
    id: raw.id,
    slug: raw.slug,
    title,
    original: raw.original ?? '',
    year: raw.year ?? null,
    contentType: raw.content_type as ContentType,
    parentId: raw.parent_id ?? null,
    rootId: raw.root_id ?? raw.id,
    libraryId: raw.library_id ?? null,
    age: raw.age ?? 0,
    isAdult: Boolean(raw.is_adult),
    isCartoon: Boolean(raw.is_cartoon),
    isFree: Boolean(raw.is_free),
    is4k: FOUR_K.test(title),
    motionRating: raw.motion_rating?.text ?? null,
    category: raw.category ?? null,
    genres: (raw.genres ?? []).map((genre) => ({
      id: genre.id,
      slug: genre.slug ?? null,
      name: genre.name,
      rowSlug: genre.row_slug ?? null,
      rowId: genre.row_id ?? null,
    })),
    countries: (raw.countries ?? []).map((country) => ({
      id: country.id,
      code: country.code ?? null,
      name: country.name,
    })),
    description: raw.description ?? '',
    images: (raw.images ?? []).map((image) => ({ type: image.type, aspectRatio: image.ar ?? null, src: image.src })),
    cover: {
      src2x3: raw.cover?.src_2x3 ?? null,
      src16x9: raw.cover?.src_16x9 ?? null,
      bg: cssImageUrl(raw.cover?.bg),
      colorBg: cssColor(raw.cover?.color_bg),
    },
    ratings: { imdb: rating(raw, 'imdb'), kinopoisk: rating(raw, 'kinopoisk') },
    durationSec: raw.duration ?? 0,
    season: raw.season ?? null,
    episode: raw.series ?? null,
    isAnnouncement: Boolean(raw.is_announcement),
    isLost: Boolean(raw.lost_content),
    screenshotUrlTemplate: raw.screenshot_url ?? null,
    seekPointsUrl: raw.screenshot_timings ?? null,
  };
}

/** A missing end stays null: the player applies the spec's default (start plus 8000 ms), as for channel streams. */
export function toPlaybackPoint(raw: RawPlaybackPoint): PlaybackPoint {
  return { type: raw.type, startMs: raw.start, endMs: raw.end ?? null, action: raw.button?.action ?? null };
}

/** A stream without ads, as lib/api gives one. */
export const NO_ADS: AdInfo = {
  preRoll: [],
  middleRoll: [],
  middleRollPoints: [],
  postPauseRoll: [],
  maxAdvertising: 0,
  allowDisable: false,
};

export function toContent(raw: RawContent): Content {
  return {
    ...toContentSummary(raw),
    persons: (raw.persons ?? []).map((person) => ({
      id: person.id,
      slug: person.slug,
      name: person.name,
      image: person.image,
      role: person.role,
    })),
    trailers: (raw.trailers ?? []).map((trailer) => ({ id: trailer.id, title: trailer.title ?? '' })),
    children: (raw.contents ?? []).map(toContentSummary),
    playbackPoints: (raw.playback_points ?? []).map(toPlaybackPoint),
    lastSeenChannelIds: raw.last_seen_channel_ids ?? [],
    breadcrumbs: (raw.breadcrumbs ?? []).map((crumb) => ({
      id: crumb.id,
      slug: crumb.slug,
      title: crumb.title,
      contentType: crumb.content_type as ContentType,
    })),
  };
}

export const toPersonCard = (raw: RawPersonCard): PersonCard => ({
  id: raw.id,
  slug: raw.slug,
  name: raw.name,
  image: raw.image ?? raw.image_url ?? null,
  role: raw.role,
  ...(raw.contents_count === undefined ? {} : { contentsCount: raw.contents_count }),
});

export const toChannelCard = (raw: RawChannelCard): ChannelCard => ({
  id: raw.id,
  slug: raw.slug,
  name: raw.name,
  logo: raw.logo ?? null,
  age: raw.age ?? 0,
  isAdult: Boolean(raw.is_adult),
  isFree: Boolean(raw.is_free),
});

const GRAPHIC_TITLE_SCALES = [
  ['x1', 1],
  ['x2', 2],
  ['x3', 3],
] as const;

/**
 * A graphic title's pictures as a srcset by pixel ratio, sized by its x1 picture. Only web addresses with a size are
 * kept: the picture is drawn in its reserved box, and an address that is not http(s) never reaches the page.
 */
function toGraphicTitle(scales: Partial<Record<'x1' | 'x2' | 'x3', RawScaledImage>> | undefined): GraphicTitle | null {
  const usable = GRAPHIC_TITLE_SCALES.flatMap(([key, ratio]) => {
    const image = scales?.[key];
    return image && isHttpUrl(image.url) && image.width > 0 && image.height > 0 ? [{ image, ratio }] : [];
  });
  const base = usable.find(({ ratio }) => ratio === 1) ?? usable[0];
  if (!base) return null;
  const width = Math.round(base.image.width / base.ratio);
  const height = Math.round(base.image.height / base.ratio);
  return {
    src: base.image.url,
    srcSet: usable.map(({ image, ratio }) => `${image.url} ${ratio}x`).join(', '),
    width,
    height,
  };
}

export function toPromotion(raw: RawPromotion): Promotion {
  const d = raw.destination;
  return {
    id: raw.id,
    title: raw.title,
    short: raw.short ?? '',
    description: raw.description ?? '',
    destination: {
      type: d.type,
      id: d.id ?? null,
      slug: d.slug ?? null,
      libraryId: d.library_id ?? null,
      idNoOtt: d.id_no_ott ?? null,
      src: d.src ?? null,
      title: d.title ?? null,
      description: d.description ?? null,
    },
    background: raw.background ?? null,
    colorBg: cssColor(raw.color_bg),
    images: (raw.images ?? []).map((image) => ({ type: image.type, aspectRatio: image.ar ?? null, src: image.src })),
    graphicTitle: {
      tv: toGraphicTitle(raw.graphic_title?.tv),
      mobile: toGraphicTitle(raw.graphic_title?.mobile),
    },
    packet: raw.packet ? toPromoPacket(raw.packet) : null,
  };
}

function toPromoPacket(raw: RawPromoPacket): PromoPacket {
  const trialPeriod = raw.trial_period_human;
  return {
    id: raw.id,
    name: raw.custom_name || raw.name,
    short: raw.short ?? '',
    price: raw.total_price ?? raw.price,
    currency: raw.currency ?? null,
    period: raw.period_human,
    trial: raw.is_trial && trialPeriod && raw.trial_price != null ? { price: raw.trial_price, period: trialPeriod } : null,
    base: raw.base === true,
    channelsCount: raw.channels_count ?? 0,
    subscribed: raw.is_subscribed === true,
    periods: (raw.periods ?? []).map((period) => ({ id: period.id, period: period.period_human, amount: period.amount })),
  };
}

export function toHistoryItem(raw: RawHistoryItem): HistoryItem {
  const episode = raw.content_episode;
  return {
    id: raw.id,
    content: toContentSummary(raw.content),
    episode: episode
      ? { id: episode.id, slug: episode.slug, season: episode.season, episode: episode.series, title: episode.title }
      : null,
    seconds: raw.seconds,
    durationSec: raw.duration,
    watchPercentage: raw.watch_percentage,
    screenshot: raw.screenshot ?? null,
    updatedAt: raw.updated_at,
  };
}

export function toRow(raw: RawRow): Row {
  const kind = raw.content_type;
  // The operator's channel rows hold channels[] (rows/freechannels, operator-wire-format.md); older answers contents[].
  const items = (kind === 'channel' ? raw.channels : undefined) ?? raw.contents ?? [];
  return {
    id: raw.id,
    slug: raw.slug,
    title: raw.title,
    description: raw.description ?? '',
    template: raw.template,
    contentType: kind,
    count: raw.count ?? null,
    moreCount: raw.more_count ?? 0,
    limit: raw.limit,
    offset: raw.offset,
    libraryId: raw.library_id ?? null,
    loopCount: raw.loop_count ?? 0,
    contents: kind === 'content' ? (items as RawContentCard[]).map(toContentSummary) : [],
    history: kind === 'history' ? (items as RawHistoryItem[]).map(toHistoryItem) : [],
    persons: kind === 'person' ? (items as RawPersonCard[]).map(toPersonCard) : [],
    channels: kind === 'channel' ? (items as RawChannelCard[]).map(toChannelCard) : [],
    promotions: (raw.promotions ?? []).map(toPromotion),
  };
}

export const toMenuPage = (raw: RawPage): MenuPage => ({
  id: raw.id,
  slug: raw.slug,
  title: raw.title,
  description: raw.description ?? '',
  template: raw.template,
  icon: raw.icon ?? null,
  libraryId: raw.library_id ?? null,
  url: raw.url ?? null,
  logoTv: raw.logo?.tv_x3 ?? null,
});

export const toPage = (raw: RawPage): Page => ({ ...toMenuPage(raw), rows: (raw.rows ?? []).map(toRow) });

const toSchedule = (raw: RawContentSchedule | null | undefined): ContentSchedule | null =>
  raw ? { channelId: raw.channel_id, startSec: raw.start_at, programId: raw.program_id ?? null } : null;

export function toContentMeta(raw: RawContentMeta): ContentMeta {
  return {
    contentId: raw.id,
    history: {
      seconds: raw.history?.seconds ?? 0,
      durationSec: raw.history?.duration ?? null,
      updatedAt: raw.history?.updated_at ?? null,
    },
    streamUsing: {
      libraryId: raw.stream_using?.library_id ?? null,
      contentSchedule: toSchedule(raw.stream_using?.content_schedule),
    },
    isPurchased: raw.is_purchased,
    isAvailable: raw.is_available,
    isLost: raw.is_lost,
    isFavorite: Boolean(raw.favorite),
    favoriteId: raw.favorite_id ?? null,
    buttons: (raw.buttons ?? []).map((button) => ({
      type: button.button_type,
      caption: button.caption,
      subCaption: button.sub_caption ?? '',
      icon: button.icon ?? null,
      playAfter: Boolean(button.play_after),
      showOptions: Boolean(button.show_options),
      contentId: button.button_data?.content_id ?? null,
      libraryId: button.button_data?.library_id ?? null,
      packetIds: button.button_data?.packet_ids ?? [],
      contentSchedule: toSchedule(button.button_data?.content_schedule),
    })),
    minPrice: raw.min_price ?? null,
    packetIds: raw.packet_ids ?? [],
    nextToPlay: raw.next_to_play
      ? {
          id: raw.next_to_play.id,
          slug: raw.next_to_play.slug ?? null,
          season: raw.next_to_play.season ?? null,
          episode: raw.next_to_play.series ?? null,
        }
      : null,
    licenseInfo: raw.license_info ?? null,
    userLicenseInfo: raw.user_license_info ?? null,
  };
}

export function toVodStream(raw: RawVodStream): VodStream {
  return {
    hls: raw.hls ?? null,
    hlsMbr: raw.hls_mbr ?? null,
    dash: raw.dash ?? null,
    drm: raw.drm ? { type: raw.drm.type, licenseUrl: raw.drm.license_url, keys: raw.drm.keys ?? null } : null,
    contentId: raw.content_id ?? null,
    libraryId: raw.library_id ?? null,
    startSec: raw.seconds ?? 0,
    img: raw.img ?? null,
    packshots: (raw.packshots ?? []).map((packshot) => packshot.url),
    playbackPoints: (raw.playback_points ?? []).map(toPlaybackPoint),
    statId: raw.stat?.id ?? null,
    ad: raw.ad ? toAdInfo(raw.ad) : NO_ADS,
  };
}
