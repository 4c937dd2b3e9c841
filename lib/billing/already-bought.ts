import { getContentMeta } from '../api/catalogue';
import { getChannel } from '../api/channels';
import type { Packet } from '../api/types/billing';
import { openMessage } from '../modals/message';
import type { PurchaseDeps, PurchaseTarget } from './purchase-context';
import { watchHref, type WatchTarget } from './watch-target';

/** Whether the content or channel of the target opens already, and where watching it goes. */
export async function purchasedTarget(
  deps: PurchaseDeps,
  target: PurchaseTarget,
): Promise<{ purchased: boolean; watch: WatchTarget }> {
  if (target.contentId != null) {
    const meta = await getContentMeta(deps.api, target.contentId);
    return { purchased: meta.isPurchased, watch: { contentId: target.contentId } };
  }
  if (target.channelId != null) {
    const channel = await getChannel(deps.api, target.channelId);
    return { purchased: channel.isPurchased, watch: { channelSlug: channel.slug } };
  }
  return { purchased: false, watch: {} };
}

/**
 * Already bought (section 4 step 1, section 8 "already bought (with watch button)"): the pending content or channel
 * plays; without one the message offers a watch button opening the content, the channel or the packet's first item.
 */
export function showAlreadyBought(
  deps: Pick<PurchaseDeps, 'text'>,
  target: PurchaseTarget,
  title: string,
  watch: WatchTarget,
  packet?: Packet | null,
): void {
  if (target.onPurchased) {
    target.onPurchased();
    return;
  }
  const href = watchHref(watch, packet);
  openMessage({
    title,
    text: deps.text('alreadyBought'),
    buttons: href ? [{ label: deps.text('watch'), href, primary: true }, { label: deps.text('close') }] : undefined,
  });
}
