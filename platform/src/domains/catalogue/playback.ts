import type { PlatformContext, Session } from '../../core/context';
import { localize, type DataLanguage, type LocalizedText } from '../../core/localized';
import { isContentPurchased, packetIdsForContent, purchasedChannelIds } from '../billing/entitlements';
import { formatMoney } from '../billing/money';
import { contentPayOffer } from '../billing/rentals';
import { airingsOfContent, SCHEDULE_DAYS_BACK } from '../channels/schedule';
import { isPlayable } from './content-json';
import { favoriteIdOf, historyOf, isWatchedToEnd } from './personal';
import { DAY_SEC, RESUME_MIN_SECONDS } from './row-config';
import { childrenOf, rootOf, type ContentRecord } from './store';
import { childMayWatch, isChildViewer } from './viewer';

/** Free titles play for everyone; others need a packet (billing's rule) or a single-title licence. */
export function canWatch(ctx: PlatformContext, session: Session, content: ContentRecord): boolean {
  const root = rootOf(ctx, content);
  return content.is_free === 1 || root.is_free === 1 || isContentPurchased(ctx, session.userId, content.id);
}

export const isLost = (ctx: PlatformContext, content: ContentRecord) =>
  content.lost_content === 1 || rootOf(ctx, content).lost_content === 1;

/**
 * The episode a series (or season) card plays: the last one watched if not finished, else the one after it,
 * else the first episode that is not an announcement. For an episode: the next one.
 */
export function nextToPlay(ctx: PlatformContext, session: Session, content: ContentRecord): ContentRecord | null {
  const root = rootOf(ctx, content);
  if (root.content_type !== 'series') return null;
  const episodes = childrenOf(ctx, root.id).flatMap((season) => childrenOf(ctx, season.id));
  const playable = (episode: ContentRecord | undefined) => (episode && episode.is_announcement === 0 ? episode : null);
  if (content.content_type === 'episode') {
    return playable(episodes[episodes.findIndex((episode) => episode.id === content.id) + 1]);
  }
  const scope =
    content.content_type === 'season' ? episodes.filter((episode) => episode.parent_id === content.id) : episodes;
  let lastIndex = -1;
  let lastAt = -1;
  scope.forEach((episode, index) => {
    const history = historyOf(ctx, session, episode.id);
    if (history && history.updated_at >= lastAt) {
      lastAt = history.updated_at;
      lastIndex = index;
    }
  });
  if (lastIndex >= 0) {
    const last = scope[lastIndex];
    const history = historyOf(ctx, session, last.id);
    if (history && !isWatchedToEnd(history)) return playable(last);
    return playable(scope[lastIndex + 1]) ?? playable(scope.find((episode) => episode.is_announcement === 0));
  }
  return playable(scope.find((episode) => episode.is_announcement === 0));
}

/** A catch-up airing on a channel the viewer holds: unpurchased content can still be watched from the archive. */
export function archiveAiring(ctx: PlatformContext, session: Session, content: ContentRecord) {
  const root = rootOf(ctx, content);
  const nowSec = Math.floor(ctx.now() / 1000);
  const channels = purchasedChannelIds(ctx, session.userId);
  const airings = airingsOfContent(ctx, root.id, nowSec - SCHEDULE_DAYS_BACK * DAY_SEC, nowSec).filter(
    (airing) =>
      airing.is_catchup_available &&
      channels.has(airing.channel_id) &&
      (content.content_type !== 'episode' ||
        (airing.episode?.season === content.season && airing.episode?.series === content.series)),
  );
  const latest = airings[airings.length - 1];
  return latest ? { channel_id: latest.channel_id, start_at: latest.timestamp, program_id: latest.id } : null;
}

const CAPTIONS: Record<'watch' | 'resume' | 'next' | 'subscribe' | 'rent', LocalizedText> = {
  watch: { ru: 'Смотреть', en: 'Watch', kk: 'Көру', uz: 'Koʻrish' },
  resume: {
    ru: 'Продолжить просмотр',
    en: 'Continue watching',
    kk: 'Көруді жалғастыру',
    uz: 'Koʻrishni davom ettirish',
  },
  next: { ru: 'Смотреть серию', en: 'Watch episode', kk: 'Бөлімді көру', uz: 'Qismni koʻrish' },
  subscribe: { ru: 'Оформить подписку', en: 'Subscribe', kk: 'Жазылу', uz: 'Obuna boʻlish' },
  rent: { ru: 'Взять напрокат', en: 'Rent', kk: 'Жалға алу', uz: 'Ijaraga olish' },
};
const FROM_PRICE: LocalizedText = { ru: 'от {price}', en: 'from {price}', kk: '{price} бастап', uz: '{price} dan' };
const FOR_PRICE: LocalizedText = { ru: 'за {price}', en: 'for {price}', kk: '{price} үшін', uz: '{price} evaziga' };

/** Content meta of section 3, for the caller. */
export function contentMetadata(ctx: PlatformContext, session: Session, content: ContentRecord, lang: DataLanguage) {
  const lost = isLost(ctx, content);
  const purchased = canWatch(ctx, session, content);
  const next = nextToPlay(ctx, session, content);
  const target = isPlayable(content) ? content : next;
  const schedule = !purchased && target ? archiveAiring(ctx, session, target) : null;
  const childBlocked = isChildViewer(ctx, session) && !childMayWatch(content.age, content.is_adult === 1);
  const available =
    !lost && !childBlocked && content.is_announcement === 0 && Boolean(target) && (purchased || Boolean(schedule));
  const history = historyOf(ctx, session, content.id);
  const packetIds = packetIdsForContent(ctx, content.id);
  // The cheapest way in: a film on rent for less than its packets says so instead of "subscribe from".
  const offer = purchased ? null : contentPayOffer(ctx, content.id);
  const price = offer ? formatMoney(offer.price) : null;
  const favoriteId = favoriteIdOf(ctx, session, 'content_id', content.id);
  const resumable = history && history.seconds >= RESUME_MIN_SECONDS && !isWatchedToEnd(history);
  const buttons = [];
  if (available && target) {
    const caption = resumable ? CAPTIONS.resume : target.id !== content.id ? CAPTIONS.next : CAPTIONS.watch;
    buttons.push({
      button_type: 'play',
      caption: localize(caption, lang),
      sub_caption: target.id !== content.id ? localize(target.title, lang) : '',
      icon: 'play',
      play_after: false,
      show_options: false,
      button_data: {
        content_id: target.id,
        library_id: schedule ? null : target.library_id,
        content_schedule: schedule,
      },
    });
  } else if (!lost && !childBlocked && !purchased && packetIds.length) {
    buttons.push({
      button_type: 'pay',
      caption: localize(offer?.kind === 'rent' ? CAPTIONS.rent : CAPTIONS.subscribe, lang),
      sub_caption: price
        ? localize(offer?.kind === 'rent' ? FOR_PRICE : FROM_PRICE, lang).replace('{price}', price)
        : '',
      icon: 'cart',
      play_after: true,
      show_options: packetIds.length > 1,
      button_data: { packet_ids: packetIds, content_id: target?.id ?? content.id },
    });
  }
  return {
    id: content.id,
    history: {
      seconds: history?.seconds ?? 0,
      duration: history?.duration ?? content.duration,
      updated_at: history?.updated_at ?? null,
    },
    stream_using: { library_id: schedule ? null : content.library_id, content_schedule: schedule },
    is_purchased: purchased,
    is_available: available,
    is_lost: lost,
    favorite: favoriteId !== null,
    favorite_id: favoriteId,
    buttons,
    min_price: price,
    packet_ids: packetIds,
    next_to_play: next ? { id: next.id, slug: next.slug, season: next.season, series: next.series } : null,
    license_info: packetIds.length ? { type: 'subscription', packet_ids: packetIds } : { type: 'free', packet_ids: [] },
    user_license_info: purchased
      ? { type: content.is_free === 1 || !packetIds.length ? 'free' : 'subscription' }
      : null,
  };
}
