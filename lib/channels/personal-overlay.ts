import type { Channel } from '@/lib/api/types/channels';

/**
 * The viewer's channel list as the app shows it. The operator's `users/self/channel_list` is an overlay of the
 * catalogue's channels (ids with the viewer's marks, no names: ../shared/operator-wire-format.md B, spec-only row),
 * the embedded platform's whole channels. A named entry is kept as sent; a bare one takes its catalogue channel with
 * the viewer's marks on it, or is left out when the catalogue does not know it (nothing to show it by).
 *
 * An entry that says just what the catalogue's channel says is that channel, the same object: the channel cards are
 * memoised on it, and a viewer's list equal to the public one (every visitor without purchases) drew all 56 cards of
 * /channels again the moment it arrived.
 */
export function overlayPersonalChannels(personal: readonly Channel[], catalogue: readonly Channel[]): Channel[] {
  const byId = new Map(catalogue.map((channel) => [String(channel.id), channel]));
  return personal.flatMap((mine) => {
    const known = byId.get(String(mine.id));
    if (mine.name) return [known && sameValue(mine, known) ? known : mine];
    if (!known) return [];
    const marked: Channel = {
      ...known,
      isAvailable: mine.isAvailable,
      accessError: mine.accessError,
      isPurchased: mine.isPurchased,
      isHidden: mine.isHidden,
      overlayIcon: mine.overlayIcon ?? known.overlayIcon,
      favorite: mine.favorite,
      availableArchivedDays: mine.availableArchivedDays,
      streamTypes: mine.streamTypes.length ? mine.streamTypes : known.streamTypes,
    };
    return [sameValue(marked, known) ? known : marked];
  });
}

/** Equal as data (the JSON the channels are made from): primitives, arrays and plain objects, in any key order. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.every((key) => Object.hasOwn(recordB, key) && sameValue(recordA[key], recordB[key]));
}
