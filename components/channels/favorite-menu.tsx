'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { getBrowserApi } from '@/lib/api/browser';
import { addFavorite, getFavorites, removeFavorite } from '@/lib/api/favorites';
import type { Channel, FavoriteTarget, ScheduleItem } from '@/lib/api/types/channels';
import { refreshChannelLists } from '@/lib/channels/use-channel-data';
import type { ChannelViewer } from '@/lib/channels/use-viewer';
import { useRequireSignIn } from '@/lib/session/use-auth-gate';
import { useWrite } from '@/lib/ui-state/use-write';
import styles from './channel-view.module.css';
import { StarIcon } from './icons';
import { channelFavoritesKey } from '@/lib/swr-keys/channels';

export interface FavoriteMenuProps {
  channel: Channel;
  programme: ScheduleItem | null;
  viewer: ChannelViewer;
}

/** The favorites one channel page read serve the next pages opened this soon (zapping). */
const FAVORITES_REUSE_MS = 60_000;

/**
 * Adds or removes the channel or the programme as a favorite (live-channels.md section 4 "Favorites of channels").
 * Guests are sent to sign in; errors show an alert and leave the mark as it was.
 */
export function FavoriteMenu({ channel, programme, viewer }: FavoriteMenuProps) {
  const t = useTranslations('channels');
  const locale = useLocale();
  const menuId = useId();
  const requireSignIn = useRequireSignIn();
  const [open, setOpen] = useState(false);
  const { busy, run } = useWrite();
  const root = useRef<HTMLDivElement>(null);
  const key = viewer.signedIn ? channelFavoritesKey(viewer.userId, viewer.profileId) : null;
  // Kept fresh by this menu's own changes; while zapping, not asked again by every channel's new page (a switch sent
  // it beside the stream request, which then waited longer): a page opened a minute later asks again.
  const { data: favorites, mutate } = useSWR(key, () => getFavorites(getBrowserApi(locale)), {
    dedupingInterval: FAVORITES_REUSE_MS,
  });
  const { mutate: mutateAll } = useSWRConfig();

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const channelFavorite = favorites
    ? (favorites.find((item) => item.channelId === channel.id) ?? null)
    : channel.favorite;
  const programmeFavorite = programme ? (favorites?.find((item) => item.programId === programme.id) ?? null) : null;

  const toggle = async (target: FavoriteTarget, existing: { id: number | null } | null) => {
    setOpen(false);
    if (!requireSignIn()) return;
    await run(async () => {
      const api = getBrowserApi(locale);
      // A channel marked only "favored" names no entry: the viewer's favorites do.
      const favoriteId =
        existing?.id ?? (existing ? (await getFavorites(api)).find((item) => item.channelId === channel.id)?.id : null);
      if (existing) {
        if (favoriteId != null) await removeFavorite(api, favoriteId);
      } else await addFavorite(api, target);
      // The channel list and categories hold the Favorites category and each channel's mark: they are asked again.
      await Promise.all([mutate(), refreshChannelLists(locale, mutateAll)]);
    });
  };

  return (
    <div className={styles.menuRoot} ref={root}>
      <button
        type="button"
        className={styles.secondary}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={busy}
        onClick={() => (viewer.signedIn ? setOpen((value) => !value) : requireSignIn())}
        onKeyDown={(event) => event.key === 'Escape' && open && (event.preventDefault(), setOpen(false))}
      >
        <StarIcon filled={channelFavorite !== null} label={t('inFavorites')} /> {t('favorites')}
      </button>
      {open && (
        <ul id={menuId} role="menu" className={styles.menu}>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => void toggle({ channelId: channel.id }, channelFavorite)}
            >
              {t(channelFavorite ? 'unfavoriteChannel' : 'favoriteChannel')}
            </button>
          </li>
          {programme && (
            <li role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => void toggle({ programId: programme.id }, programmeFavorite)}
              >
                {t(programmeFavorite ? 'unfavoriteProgramme' : 'favoriteProgramme')}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
