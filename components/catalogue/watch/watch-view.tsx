'use client';

import dynamic from 'next/dynamic';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useErrorHandler } from '@/lib/alerts/use-error-handler';
import { getBrowserApi } from '@/lib/api/browser';
import { getContentMeta, getVodStream, saveHistory } from '@/lib/api/catalogue';
import { ApiError } from '@/lib/api/errors';
import type { ContentMeta, VodStream } from '@/lib/api/types/catalogue';
import { usePurchase } from '@/lib/billing/use-purchase';
import { streamLibraries, withLibrary } from '@/lib/catalogue/library-address';
import { streamRequestOf, takeEarlyWatchStart } from '@/lib/catalogue/watch-start';
import type { WatchContent } from '@/lib/pages/watch-page';
import { archiveHref } from '@/lib/catalogue/watch-target';
import { openMessage } from '@/lib/modals';
import { hasInAppHistory } from '@/lib/modals/in-app-history';
import { useParentalGate } from '@/lib/parental/use-parental-gate';
import { playerServices } from '@/lib/player/player-services';
import { titleSource } from '@/lib/player/source-renewal';
import { isAdultContent } from '@/lib/rules/parental';
import { usePlayerAnalyticsState } from '@/lib/session/player-analytics-state';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { useReconnects } from '@/lib/connectivity/use-reconnects';
import { PlayerViewSlot } from '@/player/react/player-view-slot';
import { loadPlayerView, preloadPlayer } from '@/player/react/preload';
import { claimDock, getDocked } from '@/player/dock/dock-store';
import { useAddressLibrary } from '../use-address-library';
import styles from './watch.module.css';

/** The player and its engines load only when playback starts (budget: catalogue pages ship no player code). */
const PlayerView = dynamic(() => loadPlayerView().then((m) => m.PlayerView), {
  ssr: false,
  loading: () => <div className={styles.placeholder} />,
});

/** catalogue-vod-billing.md section 8: "403 on stream shows the server message as an alert". */
const STREAM_REFUSED_STATUS = 403;

type WatchState =
  | { kind: 'loading' }
  | { kind: 'offer' }
  | { kind: 'blocked'; reason: 'parental' | 'unavailable' | 'lost' | 'error' | 'refused' }
  | { kind: 'ready'; stream: VodStream; resume: number; meta: ContentMeta };

/** What the mini-player keeps of a title's playback for this page to adopt it back (issue 18). */
interface WatchRestore {
  runKey: string;
  attempt: number;
  state: Extract<WatchState, { kind: 'ready' }>;
}

const dockKeyOf = (runKey: string | null) => `watch:${runKey}`;

/** The playback of this title the mini-player holds, if any: the page plays it on without asking for it again. */
function dockedWatch(contentId: number): WatchRestore | null {
  const docked = getDocked();
  const restore = docked?.restore as WatchRestore | undefined;
  if (!docked || !restore || docked.key !== dockKeyOf(restore.runKey)) return null;
  return restore.runKey.startsWith(`${contentId}:`) ? restore : null;
}

/** The stream from the first library that has the title: a library_id the title is not in falls back to the next. */
async function streamFromLibraries(
  api: ReturnType<typeof getBrowserApi>,
  libraries: number[],
  contentId: number,
  seconds: number | undefined,
): Promise<VodStream> {
  for (const [index, libraryId] of libraries.entries()) {
    try {
      return await getVodStream(api, libraryId, contentId, seconds);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404) || index === libraries.length - 1) throw error;
    }
  }
  throw new Error('no library to ask the stream from');
}

/**
 * Playback of a title (catalogue-vod-billing.md section 4, "Content playback"): meta first; scheduled content goes to
 * the channel archive; unpurchased content opens the offer and plays after purchase; adult titles ask the parental
 * gate; then the stream, resuming from history, with the next episode at the end.
 */
export function WatchView({
  content,
  ignoreParental = false,
  backHref,
}: {
  content: WatchContent;
  ignoreParental?: boolean;
  backHref: string;
}) {
  const t = useTranslations('catalogue');
  const locale = useLocale();
  const router = useLocalizedRouter();
  // Opened from a page, the viewer is known: no /users/self request beside the meta and stream (traced).
  const { user } = useCurrentUser({ revalidateOnMount: false });
  const viewer = usePlayerAnalyticsState();
  const { startPurchase } = usePurchase();
  const { ensureParental } = useParentalGate();
  const handleError = useErrorHandler();
  const addressLibrary = useAddressLibrary();
  const [restored] = useState(() => dockedWatch(content.id));
  const [attempt, setAttempt] = useState(restored?.attempt ?? 0);
  const userId = user?.id ?? null;
  const profileId = user?.profile?.id ?? null;

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // The title whose purchase flow ended in "bought" (or "already bought") in this visit. Refused again after that,
  // the meta and the stream disagree: the purchase flow would only answer "already bought" and play again, a request
  // loop, so the viewer gets one offer and then an error to read.
  const purchasedFor = useRef<number | null>(null);
  const offerPurchase = useCallback((): WatchState => {
    if (purchasedFor.current === content.id) return { kind: 'blocked', reason: 'refused' };
    void startPurchase({
      contentId: content.id,
      onPurchased: () => {
        purchasedFor.current = content.id;
        retry();
      },
    });
    return { kind: 'offer' };
  }, [content.id, startPurchase, retry]);
  // The connection coming back reloads the stream where it was (a player stopped by the drop starts again).
  const reconnects = useReconnects();
  // The player's code downloads while the meta and stream requests run, not after them.
  useEffect(() => preloadPlayer(), []);

  const prepare = useCallback(async (): Promise<WatchState> => {
    const api = getBrowserApi(locale);
    // The watch button may have asked the meta and stream already, as it was pressed.
    const early = takeEarlyWatchStart(locale, content.id);
    // Ready only with the view's code here, so the player mounts with the ready state instead of suspending after it
    // (player-view-slot); a failed download is left to the lazy view, which reports it.
    const viewLoaded = loadPlayerView().catch(() => undefined);
    try {
      const meta = await (early?.meta ?? getContentMeta(api, content.id));
      if ((content.contentType === 'series' || content.contentType === 'season') && meta.nextToPlay) {
        router.replace(
          withLibrary(
            `/watch/${encodeURIComponent(meta.nextToPlay.slug || String(meta.nextToPlay.id))}`,
            addressLibrary,
          ),
        );
        return { kind: 'loading' };
      }
      if (meta.isLost) return { kind: 'blocked', reason: 'lost' };
      if (meta.streamUsing.contentSchedule) {
        router.replace(archiveHref(meta.streamUsing.contentSchedule));
        return { kind: 'loading' };
      }
      if (!meta.isPurchased && !meta.isAvailable) {
        const pay = meta.buttons.find((button) => button.type === 'pay');
        if (!pay) return { kind: 'blocked', reason: 'unavailable' };
        return offerPurchase();
      }
      if (!ignoreParental && isAdultContent(content) && !(await ensureParental('vod'))) {
        return { kind: 'blocked', reason: 'parental' };
      }
      const plan = streamRequestOf(content, meta);
      // A library the address selected is asked first (the card makes no early start then), the plan's after it.
      const stream =
        addressLibrary !== undefined
          ? await streamFromLibraries(
              api,
              streamLibraries(addressLibrary, plan.libraryId),
              content.id,
              plan.resume || undefined,
            )
          : ((await early?.streamFor(plan)) ??
            (await getVodStream(api, plan.libraryId, content.id, plan.resume || undefined)));
      await viewLoaded;
      return { kind: 'ready', stream, resume: plan.resume, meta };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'not_purchased') return offerPurchase();
      if (error instanceof ApiError && error.code === 'permission_denied') {
        openMessage({
          text: error.serverMessage ?? t('notAvailableText'),
          buttons: [{ label: t('back'), href: backHref }],
        });
      } else if (error instanceof ApiError && error.status === STREAM_REFUSED_STATUS) {
        // Section 8: another refusal of the stream (an announced episode, a title just removed) is the server's
        // message in an alert, which the gateway has put in the viewer's language; the page keeps its retry.
        handleError(error, { display: 'alert' });
      } else {
        handleError(error, { display: 'modal' });
      }
      return { kind: 'blocked', reason: 'error' };
    }
  }, [
    locale,
    content,
    router,
    offerPurchase,
    ignoreParental,
    ensureParental,
    t,
    backHref,
    handleError,
    addressLibrary,
  ]);

  // The flow runs once per viewer, profile and attempt (a completed purchase or a retry). It is not SWR data: a
  // global revalidation must not fetch a second stream and restart playback.
  const [state, setState] = useState<WatchState>(restored?.state ?? { kind: 'loading' });
  const runKey = userId == null ? null : `${content.id}:${userId}:${profileId}:${attempt}`;
  const [shownKey, setShownKey] = useState<string | null>(restored?.runKey ?? null);
  // Back from the mini-player with the same viewer and profile, the flow does not run again: the title plays on.
  const adopting = useRef(restored?.runKey ?? null);
  // Another title than the mini-player's stops it in this same commit: one player plays.
  useLayoutEffect(() => {
    if (runKey !== null) claimDock(dockKeyOf(runKey));
  }, [runKey]);
  if (runKey !== shownKey) {
    setShownKey(runKey);
    setState({ kind: 'loading' });
  }
  const prepareEvent = useEffectEvent(() => prepare());
  useEffect(() => {
    if (adopting.current !== runKey) adopting.current = null;
    if (runKey == null || adopting.current === runKey) return;
    let cancelled = false;
    void prepareEvent().then((next) => {
      if (!cancelled) setState(next);
    });
    return () => {
      cancelled = true;
    };
  }, [runKey]);

  // A stream that failed for want of a connection is asked again when it returns.
  const [retriedAt, setRetriedAt] = useState(reconnects);
  if (retriedAt !== reconnects) {
    setRetriedAt(reconnects);
    if (state.kind === 'blocked' && state.reason === 'error') retry();
  }

  const ready = state.kind === 'ready' ? state : null;
  const next = ready?.meta.nextToPlay && content.contentType === 'episode' ? ready.meta.nextToPlay : null;
  // A soft navigation to the card would be intercepted and open it as a modal over this page, with the player
  // still playing beneath; back in the app's history, or a full navigation, really leaves the player.
  const leave = () => {
    if (hasInAppHistory()) router.back();
    else window.location.assign(backHref);
  };
  // The player reports progress of the title itself: packshots and ads never count as viewing.
  const onHistorySave = (seconds: number, durationSec: number) => {
    saveHistory(getBrowserApi(locale), { contentId: content.id, seconds, durationSec }).catch(() => undefined);
  };
  const onNextEpisode = next
    ? () => router.replace(`/watch/${encodeURIComponent(next.slug || String(next.id))}`)
    : undefined;

  if (!ready) {
    const message =
      state.kind === 'blocked'
        ? t(`watchBlocked.${state.reason}`)
        : state.kind === 'offer'
          ? t('watchOffer')
          : t('loading');
    return (
      <div className={styles.stage} data-testid="watch-state" data-state={state.kind}>
        <p role="status">{message}</p>
        {state.kind === 'blocked' || state.kind === 'offer' ? (
          <div className={styles.buttons}>
            <button type="button" className={styles.button} onClick={retry}>
              {t('retry')}
            </button>
            {state.kind === 'blocked' && state.reason === 'unavailable' ? (
              <LocalizedLink href="/channels" className={styles.button}>
                {t('watchTv')}
              </LocalizedLink>
            ) : null}
          </div>
        ) : null}
      </div>
    );
  }

  const { stream, resume } = ready;
  const adopted = restored !== null && restored.runKey === runKey;
  const seekPreview =
    content.seekPointsUrl && content.screenshotUrlTemplate
      ? { seekPointsUrl: content.seekPointsUrl, screenshotUrlTemplate: content.screenshotUrlTemplate }
      : null;
  return (
    <div className={styles.stage} data-testid="watch-player" data-resume={resume}>
      <PlayerViewSlot
        lazyView={PlayerView}
        key={`${content.id}-${attempt}`}
        services={playerServices}
        source={titleSource(locale, content.id, stream)}
        mode="vod"
        autoplay
        // Adopted from the mini-player, the title goes on where it is: no "continue from" offer again.
        startPosition={adopted ? undefined : resume || undefined}
        resumeFrom={adopted ? null : resume || null}
        title={content.title}
        poster={stream.img ?? content.poster}
        playbackPoints={stream.playbackPoints}
        packshots={stream.packshots}
        ads={stream.ad}
        seekPreview={seekPreview}
        statId={stream.statId}
        contentId={content.id}
        libraryId={stream.libraryId}
        startType={resume ? 'resume' : 'click'}
        reloadKey={reconnects}
        onHistorySave={onHistorySave}
        onNextEpisode={onNextEpisode}
        onBack={leave}
        // The ad banner's "remove ads" (allow_disable) buys a packet holding the title; playback starts over after.
        onRemoveAds={() => void startPurchase({ contentId: content.id, onPurchased: retry })}
        viewer={viewer}
        dock={runKey === null ? undefined : { key: dockKeyOf(runKey), restore: { runKey, attempt, state: ready } }}
      />
    </div>
  );
}
