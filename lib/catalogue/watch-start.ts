import type { ContentMeta, VodStream } from '@/lib/api/types/catalogue';
import { resumePosition } from '@/lib/rules/content-rules';
import { isAdultContent } from '@/lib/rules/parental';
import { loadCatalogueApi } from './browser-catalogue-api';
import { watchedPercent } from './history';

/** What the start of a title needs to know of it, from the content card or the watch page. */
export interface WatchStartContent {
  id: number;
  contentType: string;
  libraryId: number | null;
  age: number;
  isAdult: boolean;
}

/** The stream request a start makes: which library, and the second it resumes from (0: the start). */
export interface StreamPlan {
  libraryId: number;
  resume: number;
}

/**
 * The stream a title plays straight away, or null when its meta leads elsewhere first: a series to its episode, an
 * archive to its channel, a lost or unpurchased title, an adult title's parental PIN. Used by the watch page, and by
 * the early start below, which must never request a stream the page would not.
 */
export function streamPlanOf(content: WatchStartContent, meta: ContentMeta): StreamPlan | null {
  if ((content.contentType === 'series' || content.contentType === 'season') && meta.nextToPlay) return null;
  if (meta.isLost || meta.streamUsing.contentSchedule) return null;
  if (!meta.isPurchased && !meta.isAvailable) return null;
  if (isAdultContent(content)) return null;
  return streamRequestOf(content, meta);
}

/** The library the stream is asked from and the history's resume point (catalogue-vod-billing.md section 5). */
export function streamRequestOf(content: Pick<WatchStartContent, 'libraryId'>, meta: ContentMeta): StreamPlan {
  const seconds = meta.history.seconds;
  const resume = resumePosition({ seconds, watchPercentage: watchedPercent(seconds, meta.history.durationSec) });
  return { libraryId: meta.streamUsing.libraryId ?? content.libraryId ?? 0, resume };
}

/**
 * An early start is good for the navigation it was made for; one older than this (a press that led nowhere, a
 * return later) is dropped, since the meta's history and the stream's statistics belong to one start.
 */
export const WATCH_START_TTL_MS = 10_000;

interface EarlyStart {
  contentId: number;
  locale: string;
  at: number;
  meta: Promise<ContentMeta>;
  stream: Promise<{ plan: StreamPlan; stream: VodStream } | null>;
}

let early: EarlyStart | null = null;

/**
 * Starts a title's meta and stream requests at the press of its watch button, while the watch page's route and the
 * player's code are still downloading, instead of after them (the page asks them one after the other on mount).
 * The stream is asked only when a meta says the title plays at once (`streamPlanOf`): the meta the card already holds
 * (`known`, then both requests run side by side; the page checks the fresh meta plans the same stream), else the
 * fresh one. A stream answer opens a playback statistic, so a hover never asks it, only a press.
 */
export function startWatchEarly(
  locale: string,
  content: WatchStartContent,
  known: ContentMeta | null = null,
  now: number = Date.now(),
): void {
  if (early && early.contentId === content.id && early.locale === locale && now - early.at < WATCH_START_TTL_MS) return;
  const modules = loadCatalogueApi(locale);
  const meta = modules.then(({ catalogue, api }) => catalogue.getContentMeta(api, content.id));
  const request = async (plan: StreamPlan | null) => {
    if (!plan) return null;
    const { catalogue, api } = await modules;
    return { plan, stream: await catalogue.getVodStream(api, plan.libraryId, content.id, plan.resume || undefined) };
  };
  const stream =
    known && known.contentId === content.id
      ? request(streamPlanOf(content, known))
      : meta.then((value) => request(streamPlanOf(content, value)));
  // Unhandled until the page takes them; a start that fails here fails again, and is reported, there.
  meta.catch(() => undefined);
  stream.catch(() => undefined);
  early = { contentId: content.id, locale, at: now, meta, stream };
}

/**
 * The early start of this title, taken once by the watch page: its meta, and its stream when the page's own plan
 * (from the same meta) is the one the early request made; null when there is none or it is too old.
 */
export function takeEarlyWatchStart(
  locale: string,
  contentId: number,
  now: number = Date.now(),
): { meta: Promise<ContentMeta>; streamFor(plan: StreamPlan): Promise<VodStream | null> } | null {
  const taken = early;
  if (!taken || taken.contentId !== contentId || taken.locale !== locale || now - taken.at >= WATCH_START_TTL_MS) {
    return null;
  }
  early = null;
  return {
    meta: taken.meta,
    streamFor: async (plan) => {
      const answer = await taken.stream;
      return answer && answer.plan.libraryId === plan.libraryId && answer.plan.resume === plan.resume
        ? answer.stream
        : null;
    },
  };
}
