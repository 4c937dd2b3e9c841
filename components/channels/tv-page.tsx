'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useRoutePathname } from '@/lib/i18n/use-localized-router';
import { useLocale, useTranslations } from 'next-intl';
import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { showAlert } from '@/lib/alerts/alert-store';
import { canGoBackInApp } from '@/lib/modals/in-app-history';
import type { Channel, ChannelCategory } from '@/lib/api/types/channels';
import { filterChannels, recentChannels } from '@/lib/channels/channel-filter';
import type { ChannelListing } from '@/lib/channels/channel-listing';
import { lastChannelIdAtom, recentChannelIdsAtom } from '@/lib/channels/channel-memory';
import { CHANNELS_PATH } from '@/lib/channels/constants';
import { startChannelStreamEarly } from '@/lib/channels/early-stream';
import { navigateTo } from '@/lib/channels/navigation';
import { pickChannel } from '@/lib/channels/pick-channel';
import { categoryHref, channelHref, findByRef, parseTimestamp, splitChannelsPath } from '@/lib/channels/route-params';
import { useChannelData } from '@/lib/channels/use-channel-data';
import { useMediaMatch } from '@/lib/channels/use-media-query';
import { useChannelViewer } from '@/lib/channels/use-viewer';
import { RenderTimeContext, useNowSec } from '@/lib/channels/use-now';
import { GRID_VIEW, VIEW_PARAM, viewHref } from '@/lib/channels/view-param';
import { CHANNEL_PROGRESS_REFRESH_MS } from '@/lib/rules/schedule-window';
import { CHANNEL_MODAL_PAGE_QUERY, defaultCategory, visibleChannels } from '@/lib/rules/channel-list';
import { prestartChannelPlayback, prestartKnownChannel } from '@/lib/player/channel-prestart';
import { useHydratedAtomValue } from '@/lib/ui-state/stored-atom';
import { ChannelSidebar } from './channel-sidebar';
import { PlayerStill } from './player-still';
import styles from './tv-page.module.css';

/**
 * The open channel (player, purchase block, programme, schedule) loads after the list: the first load of /channels
 * stays inside the JavaScript budget, and the list with its links is what the server renders for crawlers.
 */
const ChannelView = dynamic(() => import('./channel-view').then((module) => module.ChannelView), {
  ssr: false,
  loading: () => <ViewPlaceholder />,
});
/** The channel the view opens, for its placeholder (next/dynamic's loading gets no props). */
const OpeningChannel = createContext<Channel | null>(null);
/** Server-rendered: the still of the programme on air in the player's place (the page's largest paint). */
function ViewPlaceholder() {
  return <PlayerStill channel={useContext(OpeningChannel)} wideOnly />;
}
/** The EPG grid is a view of its own: it loads only when asked for (?view=grid), outside the list's budget. */
const EpgGrid = dynamic(() => import('./epg-grid').then((module) => module.EpgGrid), {
  ssr: false,
  loading: () => <div className={styles.gridSpace} aria-busy="true" />,
});
const ModalPage = dynamic(() => import('@/components/modals/modal-page').then((module) => module.ModalPage), {
  ssr: false,
});

export interface TvPageProps {
  initialChannels: Channel[];
  initialCategories: ChannelCategory[];
  promoDays: number;
  /** /channelsfree lists the free channels only, without categories. */
  freeOnly?: boolean;
  /** The server's second of rendering (the first client render reuses it). */
  renderedAtSec: number;
  /** The visitor already had a session when the page was rendered: wait for their own list (child profiles). */
  sessionPresent: boolean;
  /** The provider's exclusions and order (lib/channels/channel-listing.ts), for the viewer's own list. */
  listing: ChannelListing;
}

type Query = Pick<URLSearchParams, 'get'>;
const NO_QUERY: Query = new URLSearchParams();
const NO_RECENT_CHANNELS: number[] = [];

/**
 * The address's query (?view=grid, ?ts=) in a leaf of its own. The channel pages are served from the page cache,
 * where useSearchParams has no value: called in the page itself, React would render the whole page in the browser
 * only, and crawlers would get neither the channel list nor the heading. The query applies once the page hydrates.
 */
function QueryReader({ onQuery }: { onQuery: (query: Query) => void }) {
  const searchParams = useSearchParams();
  useEffect(() => onQuery(searchParams), [searchParams, onQuery]);
  return null;
}

function pathSegments(pathname: string): string[] {
  return pathname.startsWith(`${CHANNELS_PATH}/`) ? pathname.slice(CHANNELS_PATH.length + 1).split('/') : [];
}

/**
 * The TV page (live-channels.md section 2): above 932 px the channel list, the open channel and its schedule side
 * by side; at 932 px or less the list, with an open channel as a modal page.
 */
export function TvPage(props: TvPageProps) {
  return (
    <RenderTimeContext.Provider value={props.renderedAtSec}>
      <TvPageContent {...props} />
    </RenderTimeContext.Provider>
  );
}

function TvPageContent({
  initialChannels,
  initialCategories,
  promoDays,
  freeOnly = false,
  sessionPresent,
  listing,
}: TvPageProps) {
  const t = useTranslations('channels');
  const pathname = useRoutePathname();
  const [searchParams, setSearchParams] = useState<Query>(NO_QUERY);
  const queryReader = (
    <Suspense fallback={null}>
      <QueryReader onQuery={setSearchParams} />
    </Suspense>
  );
  const viewer = useChannelViewer();
  const data = useChannelData(viewer, { channels: initialChannels, categories: initialCategories }, listing);
  // The server renders the wide layout at every width; a phone is known as one only once the browser answers, and
  // nothing of a channel the page opens by itself may start before that: on a phone it never shows (issue 32).
  const width = useMediaMatch(CHANNEL_MODAL_PAGE_QUERY);
  const narrow = width === true;
  const [query, setQuery] = useState('');
  // Nothing is remembered on the server: the hydrating render matches its HTML.
  const lastChannelId = useHydratedAtomValue(lastChannelIdAtom, null);
  const recentIds = useHydratedAtomValue(recentChannelIdsAtom, NO_RECENT_CHANNELS);

  // A signed-in visitor may be a child profile: nothing of the public list shows before their own is known.
  const known = data.personal || !sessionPresent;
  const { categories } = data;
  const channels = useMemo(
    () => (!known ? [] : freeOnly ? data.channels.filter((channel) => channel.isFree) : data.channels),
    [data.channels, freeOnly, known],
  );
  const isCategory = useCallback((segment: string) => findByRef(categories, segment) !== null, [categories]);
  const path = useMemo(() => splitChannelsPath(pathSegments(pathname), isCategory), [pathname, isCategory]);
  const named = path?.category ? findByRef(categories, path.category) : null;
  const category = freeOnly ? null : (named ?? defaultCategory(categories, viewer.isChildProfile));
  const categoryMissing = Boolean(path?.category && !named && categories.length > 0);

  useEffect(() => {
    if (categoryMissing) showAlert('channels.error_category_not_found');
  }, [categoryMissing]);

  const listed = useMemo(
    () =>
      filterChannels(channels, {
        categoryChannelIds: category?.channelIds ?? null,
        isChildProfile: viewer.isChildProfile,
        query,
      }),
    [channels, category, viewer.isChildProfile, query],
  );
  const openable = useMemo(() => visibleChannels(channels, viewer.isChildProfile), [channels, viewer.isChildProfile]);
  const channelRef = path?.channel ?? null;
  const fallbackPool = listed.length > 0 ? listed : openable;
  const grid = !channelRef && searchParams.get(VIEW_PARAM) === GRID_VIEW;
  const channel = channelRef
    ? pickChannel(openable, channelRef, null)
    : narrow || grid
      ? null
      : pickChannel(fallbackPool, null, lastChannelId);
  const ts = channelRef ? parseTimestamp(searchParams.get('ts')) : null;
  const nowSec = useNowSec(CHANNEL_PROGRESS_REFRESH_MS);
  // The channel open now is not one to go back to: listed, it made the block appear above the list a few seconds into
  // a first visit, when the page opened its first channel (a layout shift of the whole list on phones).
  const openId = channel?.id ?? null;
  const recent = useMemo(
    () => recentChannels(channels, recentIds.filter((id) => id !== openId), viewer.isChildProfile),
    [channels, recentIds, openId, viewer.isChildProfile],
  );

  const categorySlug = category?.slug ?? null;
  const hrefOf = useCallback(
    (target: { slug: string }, at?: number | null) => channelHref(categorySlug, target.slug, at),
    [categorySlug],
  );
  const viewBase = freeOnly ? pathname : path?.category && categorySlug ? categoryHref(categorySlug) : CHANNELS_PATH;
  const locale = useLocale();
  const isChildProfile = viewer.isChildProfile;
  const playingLiveId = channel && ts === null ? channel.id : null;
  // Read at the click, not a dependency: a new select for every channel opened re-rendered every card in the list
  // within the switch it was timing.
  const playingLive = useRef(playingLiveId);
  useEffect(() => {
    playingLive.current = playingLiveId;
  }, [playingLiveId]);
  const select = useCallback(
    (target: Channel) => {
      // Its live stream is asked before the new channel page renders, not from its player's mount, and loads as it
      // answers, or at once from the address it gave last time (the channel already playing live keeps its stream:
      // no new page asks one).
      if (target.id !== playingLive.current) {
        startChannelStreamEarly(
          locale,
          target,
          { isChildProfile },
          { onAsked: prestartKnownChannel, onAnswered: prestartChannelPlayback },
        );
      }
      navigateTo(hrefOf(target));
    },
    [hrefOf, locale, isChildProfile],
  );

  // Esc and the player's back button (live-channels.md section 2). Opened directly, or from another site, there is no
  // page of ours to go back to: the category list is the way out, never the search engine or partner before us.
  const goBack = useCallback(() => {
    if (canGoBackInApp()) window.history.back();
    else navigateTo(categorySlug ? categoryHref(categorySlug) : CHANNELS_PATH);
  }, [categorySlug]);
  useEffect(() => {
    if (!channelRef || narrow) return;
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (event.key !== 'Escape' || event.defaultPrevented || target?.closest('input, textarea, [role="dialog"]'))
        return;
      goBack();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [channelRef, narrow, goBack]);

  useEffect(() => {
    if (channel && channelRef) document.title = `${channel.name} | ${t('title')}`;
  }, [channel, channelRef, t]);

  const view = channel && (
    <ChannelView
      key={channel.id}
      channel={channel}
      ts={ts}
      viewer={viewer}
      ready={data.personal}
      narrow={narrow}
      promoDays={promoDays}
      onPurchased={data.reload}
      onBack={goBack}
      hrefOf={hrefOf}
    />
  );

  const sidebar = (
    <ChannelSidebar
      channels={listed}
      recent={recent}
      recentPending={width === null || !known}
      categories={categories}
      category={category}
      activeId={channel?.id ?? null}
      isChildProfile={viewer.isChildProfile}
      showCategories={!freeOnly}
      query={query}
      onQuery={setQuery}
      hrefOf={hrefOf}
      onSelect={select}
      narrow={narrow}
      known={known}
      grid={grid}
      viewHref={(view) => viewHref(viewBase, view)}
    />
  );

  if (channelRef && !channel && data.personal) {
    return (
      <div className={styles.missing} role="status">
        {queryReader}
        {t('channelUnavailable')}
      </div>
    );
  }

  if (grid) {
    return (
      <div className={`${styles.gridPage} ${viewer.isChildProfile ? styles.child : ''}`} data-testid="tv-page">
        {queryReader}
        {sidebar}
        {known ? (
          <EpgGrid
            key={`${viewer.userId}:${viewer.profileId}:${narrow}`}
            channels={listed}
            nowSec={nowSec}
            hrefOf={hrefOf}
            narrow={narrow}
          />
        ) : (
          <div className={styles.gridSpace} aria-busy="true" aria-label={t('status_loading')} />
        )}
      </div>
    );
  }

  return (
    <div
      className={`${styles.page} ${viewer.isChildProfile ? styles.child : ''}`}
      data-testid="tv-page"
      data-picked-channel={channel && !channelRef ? '' : undefined}
    >
      {queryReader}
      {sidebar}
      {!narrow && (
        // Hidden by CSS on a phone until the page knows its width: the server renders this column at every width.
        <div className={styles.main}>
          {channel && <h1 className={styles.heading}>{channel.name}</h1>}
          <OpeningChannel value={channel}>{width === false ? view : view && <ViewPlaceholder />}</OpeningChannel>
        </div>
      )}
      {narrow && view && channel && (
        <ModalPage
          title={channel.name}
          fallbackHref={categorySlug ? `${CHANNELS_PATH}/${categorySlug}` : CHANNELS_PATH}
        >
          <OpeningChannel value={channel}>{view}</OpeningChannel>
        </ModalPage>
      )}
    </div>
  );
}
