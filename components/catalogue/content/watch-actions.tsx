'use client';

import dynamic from 'next/dynamic';
import { IntentLink } from '@/components/ui/intent-link';
// Next exports the prefetch kinds only from here; `full` prefetches the whole page, as <Link prefetch> does.
import { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types';
import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { useLocale, useTranslations } from 'next-intl';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ComponentProps } from 'react';
import type { ContentMeta, MetaButton } from '@/lib/api/types/catalogue';
import { transactionPendingAtom } from '@/lib/billing/transaction-pending';
import { withLibrary } from '@/lib/catalogue/library-address';
import type { WatchStartContent } from '@/lib/catalogue/watch-start';
import { playHref, watchHref } from '@/lib/catalogue/watch-target';
import { openMessage } from '@/lib/modals';
import { preloadPlayer, preloadPlayerWhenIdle } from '@/player/react/preload';
import { useAddressLibrary } from '../use-address-library';
import { LazyFavoriteButton } from './lazy-favorite-button';
import { WatchLoader } from './watch-loader';
import { useContentMeta } from './use-content-meta';
import styles from './content.module.css';

/** The purchase flow loads only for titles that show a pay button. */
const PayButton = dynamic(() => import('./pay-button').then((m) => m.PayButton), {
  ssr: false,
  loading: () => <span className={styles.primary} aria-busy="true" />,
});

/** The early start's code comes with intent, like the player's: it kept the content page over its 170 kB budget. */
const loadWatchStart = () => import('@/lib/catalogue/watch-start');

function warmStart() {
  preloadPlayer();
  void loadWatchStart();
}

/**
 * The early start's own code (lib/catalogue/watch-start, a few kB) and the player load once the page is idle, when
 * the card shows a watch button that plays at once: a press then waits for neither download before its meta and stream requests leave
 * and the player starts. On a phone the touch that presses the button is also the first intent, so warming on
 * intent alone came too late there.
 */
function useIdleWarmUp(hasWatchButton: boolean) {
  useEffect(() => {
    if (!hasWatchButton) return;
    return preloadPlayerWhenIdle(() => void loadWatchStart());
  }, [hasWatchButton]);
}

/**
 * Pointing at or focusing a watch button downloads the player, so playback starts sooner after the click; the click
 * is the catalogue's play event (lib/catalogue/analytics.ts).
 */
const WARM_PLAYER = {
  onPointerEnter: warmStart,
  onFocus: warmStart,
  onTouchStart: warmStart,
  'data-an-action': 'play',
} as const;

/**
 * A button that plays at once, with its watch page (route data and code) prefetched whole as soon as it shows: a press
 * then opens it without waiting for the server, which at that moment answers the meta and stream. The default prefetch
 * of a dynamic route stops at its layout, so the press waited for the page. An intent link, not next/link, whose
 * module the content page's first load (170 kB budget) would carry for these buttons alone.
 */
function PlayLink({ href, ...props }: ComponentProps<typeof IntentLink>) {
  const router = useLocalizedRouter();
  useEffect(() => router.prefetch(href, { kind: PrefetchKind.FULL }), [router, href]);
  return <IntentLink href={href} {...props} />;
}

interface WatchActionsProps {
  content: { id: number; slug: string; title: string } & Partial<Omit<WatchStartContent, 'id'>>;
}

/**
 * Pressing a watch button starts the meta and stream requests of the title it plays (this one, or the episode to play
 * next, which shares its series' library and age) at once, so they run while the watch page loads
 * (lib/catalogue/watch-start.ts); an archive it leads to is left to the channel page.
 */
function earlyStartProps(content: WatchActionsProps['content'], meta: ContentMeta, href: string, locale: string) {
  const next = meta.nextToPlay;
  const { contentType, libraryId = null, age, isAdult } = content;
  if (contentType === undefined || age === undefined || isAdult === undefined) return {};
  const target =
    href === watchHref(content)
      ? { id: content.id, contentType }
      : next && href === watchHref(next)
        ? { id: next.id, contentType: 'episode' }
        : null;
  if (!target) return {};
  // The card's own meta lets this title's stream be asked beside the fresh meta instead of after it.
  const start = () =>
    void loadWatchStart().then(({ startWatchEarly }) =>
      startWatchEarly(locale, { ...target, libraryId, age, isAdult }, meta),
    );
  return { onPointerDown: start, onClick: start };
}

/**
 * The watch button (catalogue-vod-billing.md section 4): a loader while the meta, a sign-in or a purchase is
 * pending; start watching; a list when there are several buttons; pay (then play) for unpurchased titles; the
 * not-available modal with a watch-TV button otherwise. Plus the favorite toggle.
 */
export function WatchActions({ content }: WatchActionsProps) {
  const t = useTranslations('catalogue');
  const locale = useLocale();
  const router = useLocalizedRouter();
  const { meta, loading, refresh } = useContentMeta(content.id);
  const [listOpen, setListOpen] = useState(false);
  const transactionPending = useAtomValue(transactionPendingAtom);
  const addressLibrary = useAddressLibrary();
  // Only where a press plays at once for this viewer: a title to buy or sign in for gets no player downloaded.
  useIdleWarmUp(
    Boolean(meta && (meta.isPurchased || meta.isAvailable) && !meta.isLost) &&
      Boolean(meta?.buttons.some((button) => button.type !== 'pay')),
  );

  if (!loading && !meta && !transactionPending) {
    return (
      <div className={styles.actions}>
        <IntentLink
          href={withLibrary(watchHref(content), addressLibrary)}
          className={styles.primary}
          data-testid="watch-button"
          data-an-id={content.id}
          {...WARM_PLAYER}
        >
          <span aria-hidden="true">▶</span> {t('watch')}
        </IntentLink>
      </div>
    );
  }

  // The favorite toggle's place is held beside the loader: every viewer's buttons come with it (the meta answers for
  // guests too), and without it the row grew by the toggle's line on a phone once start-up and the meta were done,
  // moving everything under it (Lighthouse, mobile: a layout shift of 0.034 on the film page).
  if (loading || !meta || transactionPending) return <WatchLoader />;

  // A pay button's play_after says whether the title starts once bought; without it the buttons just refresh.
  const afterPurchase = (button: MetaButton) => () => {
    void refresh();
    if (button.playAfter) router.push(playHref(content, meta, undefined, addressLibrary));
  };

  function notAvailable() {
    openMessage({
      title: t('notAvailableTitle'),
      text: t('notAvailableText'),
      buttons: [{ label: t('watchTv'), href: '/channels', primary: true }],
    });
  }

  const render = (button: MetaButton, index: number) =>
    button.type === 'pay' ? (
      <PayButton
        key={index}
        button={button}
        contentId={content.id}
        minPrice={meta.minPrice}
        onPurchased={afterPurchase(button)}
      />
    ) : (
      <PlayLink
        key={index}
        href={playHref(content, meta, button, addressLibrary)}
        className={styles.primary}
        data-testid="watch-button"
        data-an-id={content.id}
        {...WARM_PLAYER}
        {...(addressLibrary === undefined
          ? earlyStartProps(content, meta, playHref(content, meta, button), locale)
          : {})}
      >
        <span aria-hidden="true">▶</span> {button.caption || t('watch')}
      </PlayLink>
    );

  const favorite = (
    <LazyFavoriteButton
      target={{ contentId: content.id }}
      favoriteId={meta.isFavorite ? meta.favoriteId : null}
      onChange={() => void refresh()}
    />
  );

  if (meta.isLost) return <div className={styles.actions}>{favorite}</div>;
  if (meta.buttons.length === 0) {
    return (
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={notAvailable}>
          {t('notAvailableTitle')}
        </button>
        {favorite}
      </div>
    );
  }
  if (meta.buttons.length === 1) {
    return (
      <div className={styles.actions}>
        {render(meta.buttons[0], 0)}
        {favorite}
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <div className={styles.menuWrap}>
        <button
          type="button"
          className={styles.primary}
          aria-expanded={listOpen}
          onClick={() => setListOpen((open) => !open)}
        >
          <span aria-hidden="true">▶</span> {t('watchOptions')}
        </button>
        {listOpen ? <div className={styles.menu}>{meta.buttons.map(render)}</div> : null}
      </div>
      {favorite}
    </div>
  );
}
