import type { Channel } from '@/lib/api/types/channels';

/**
 * The viewer's channel list as the app shows it. The operator's `users/self/channel_list` is an overlay of the
 * catalogue's channels (ids with the viewer's marks, no names: ../shared/operator-wire-format.md B, spec-only row),
 * the embedded platform's whole channels. A named entry is kept as sent; a bare one takes its catalogue channel with
 * the viewer's marks on it, or is left out when the catalogue does not know it (nothing to show it by).
 */
export function overlayPersonalChannels(personal: readonly Channel[], catalogue: readonly Channel[]): Channel[] {
  const byId = new Map(catalogue.map((channel) => [String(channel.id), channel]));
  return personal.flatMap((mine) => {
    if (mine.name) return [mine];
    const known = byId.get(String(mine.id));
    if (!known) return [];
    return [
      {
        ...known,
        isAvailable: mine.isAvailable,
        accessError: mine.accessError,
        isPurchased: mine.isPurchased,
        isHidden: mine.isHidden,
        overlayIcon: mine.overlayIcon ?? known.overlayIcon,
        favorite: mine.favorite,
        availableArchivedDays: mine.availableArchivedDays,
        streamTypes: mine.streamTypes.length ? mine.streamTypes : known.streamTypes,
      },
    ];
  });
}
