/**
 * Which buttons a packet shows on the packet page and in the account
 * (catalogue-vod-billing.md section 4 "Subscription actions by state", live-channels.md section 5).
 */

import type { ParentalAction } from './parental';
import { isFreeOrPromoPacket } from './pricing';

/** catalogue-vod-billing.md section 4: provider 1 opens the packet page instead of enabling inline. */
export const PACKET_PAGE_PROVIDER_ID = 1;
/** catalogue-vod-billing.md section 3: the packet type that never shows buttons. */
export const PROMO_PACKET_TYPE = 'promo';

/**
 * Where a buy from a channel's purchase block goes: the packet page in a new window in embed mode (live-channels.md
 * section 2), the packet page for the provider that diverts purchases there (as its packet buttons do), else inline.
 */
export function channelPurchaseRoute(input: {
  embed: boolean;
  providerId: number | null;
}): 'new_window' | 'packet_page' | 'inline' {
  if (input.embed) return 'new_window';
  if (input.providerId === PACKET_PAGE_PROVIDER_ID) return 'packet_page';
  return 'inline';
}

export type SubscriptionAction = 'enable' | 'open_packet_page' | 'disable' | 're_enable' | 'change' | 'disable_future';

export type SubscriptionStatus = 'active' | 'paused' | 'future' | 'ended';

export interface SubscriptionActionsInput {
  providerId: number;
  packetType?: string | null;
  /** The packet is a member of a parent bundle (it has a parent). */
  hasParentPacket: boolean;
  allowDeletePaused: boolean;
  /** The provider works in purchases mode (is_have_purchases). */
  hasPurchases: boolean;
  subscription: {
    status: SubscriptionStatus;
    renew: boolean;
    /** subscription.actions.can_change_period */
    canChangePeriod: boolean;
  } | null;
}

/**
 * The "Subscription actions by state" table. An active renewing subscription in purchases mode
 * without a period change still gets disable, so a renewal can always be stopped.
 */
export function subscriptionActions(input: SubscriptionActionsInput): SubscriptionAction[] {
  if (input.packetType === PROMO_PACKET_TYPE || input.hasParentPacket) return [];
  const sub = input.subscription;
  const subscribe: SubscriptionAction = input.providerId === PACKET_PAGE_PROVIDER_ID ? 'open_packet_page' : 'enable';
  if (!sub) return [subscribe];
  switch (sub.status) {
    case 'ended':
      // An ended subscription leaves the packet as if never subscribed.
      return [subscribe];
    case 'future':
      return ['disable_future'];
    case 'paused':
      return input.allowDeletePaused ? ['disable'] : [];
    case 'active':
      if (!sub.renew) return ['re_enable'];
      return input.hasPurchases && sub.canChangePeriod ? ['change'] : ['disable'];
  }
}

/** What the server says may be done with a subscription (subscription.actions). */
export interface ServerActionFlags {
  canDisableRenew: boolean;
  canUnsubscribe: boolean;
  canEnableRenew: boolean;
}

/**
 * Whether the server allows an action the table offers: turning renewal off (disable on an active subscription) needs
 * can_disable_renew, removing one (disable on a paused one, disable_future) can_unsubscribe, turning renewal back on
 * can_enable_renew. A button the server would refuse is not shown.
 */
export function serverAllows(
  action: SubscriptionAction,
  status: SubscriptionStatus,
  flags: ServerActionFlags,
): boolean {
  switch (action) {
    case 'disable':
      return status === 'paused' ? flags.canUnsubscribe : flags.canDisableRenew;
    case 'disable_future':
      return flags.canUnsubscribe;
    case 're_enable':
      return flags.canEnableRenew;
    default:
      return true;
  }
}

export interface ActionRequirements {
  parentalAction: ParentalAction | null;
  confirm: boolean;
}

/** Disabling (now or a queued future packet) needs the parental check for paying and a confirm dialog. */
export function actionRequirements(action: SubscriptionAction): ActionRequirements {
  return action === 'disable' || action === 'disable_future'
    ? { parentalAction: 'pay', confirm: true }
    : { parentalAction: null, confirm: false };
}

export type PurchaseBlock =
  | { kind: 'trial_offer'; signIn: true; trialDays: number | null }
  | { kind: 'price'; showAllOptions: boolean }
  | { kind: 'soon' };

/**
 * The purchase block of an unpurchased channel or content: a guest without purchases sees the
 * trial offer and sign-in; a signed-in viewer the price and enable, with all options when several
 * packets exist; no packets at all gives "soon". The trial line needs promo days: with none, or when the
 * network data could not be read (null), the guest is offered the sign-in alone, never "free for 0 days".
 */
export function purchaseBlock(input: {
  signedIn: boolean;
  hasPurchases: boolean;
  packetCount: number;
  promoDays: number | null;
}): PurchaseBlock {
  if (input.packetCount === 0) return { kind: 'soon' };
  if (!input.signedIn && !input.hasPurchases) {
    const trialDays = input.promoDays !== null && input.promoDays > 0 ? input.promoDays : null;
    return { kind: 'trial_offer', signIn: true, trialDays };
  }
  return { kind: 'price', showAllOptions: input.packetCount > 1 };
}

export type SubscriptionBlock = 'base' | 'regular' | 'promo';

/** Account page groups: base subscriptions, subscriptions and promo subscriptions. */
export function subscriptionBlockOf(packet: {
  base: boolean;
  packetType?: string | null;
  nextPrice: string | number | null;
}): SubscriptionBlock {
  if (packet.base) return 'base';
  if (packet.packetType === PROMO_PACKET_TYPE || isFreeOrPromoPacket({ nextPrice: packet.nextPrice, base: false }))
    return 'promo';
  return 'regular';
}
