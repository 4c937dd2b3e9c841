import type { ApiClient } from '../api/client';
import type {
  Account,
  Card,
  Packet,
  PaymentPurpose,
  PaySystem,
  PurchaseOption,
  RentalOffer,
} from '../api/types/billing';
import type { CompletedPurchase } from './complete';

/** Translator of the `billing` message namespace, handed to code outside React. */
export type BillingText = (key: string, values?: Record<string, string | number>) => string;

/** What a pay button asks for: a packet (by id or page ref), or the packets that open a content or a channel. */
export interface PurchaseTarget {
  packetId?: number | string;
  contentId?: number;
  channelId?: number;
  /** A period picked already (confirm_period or the packet page). */
  periodId?: number;
  /** The trial was picked. */
  trial?: boolean;
  /**
   * A content meta's pay button (button_data.packet_ids, show_options): the packets it sells out of the content's,
   * and whether they are listed even when there is one.
   */
  button?: { packetIds: number[]; showOptions: boolean };
  /** Runs once the purchase completed: the pending content or channel plays. */
  onPurchased?: () => void;
}

/** Questions already answered in this purchase, kept across resumes. */
export interface PurchaseProgress {
  agreementAccepted: boolean;
  parentalPassed: boolean;
}

/** A film rented on its own instead of through a packet. */
export interface RentalPurchase {
  contentId: number;
  title: string;
  offer: RentalOffer;
}

/** Everything the pay modals need about one purchase (the spec's "purchase data kept"). */
export interface PurchaseContext {
  /** The packet bought; null for a rental. */
  packet: Packet | null;
  rental: RentalPurchase | null;
  option: PurchaseOption | null;
  isTrial: boolean;
  /** What the packet costs now (trial_amount for a trial). */
  price: number;
  /** What must be paid in: the whole price, or only what the balance lacks. */
  due: number;
  account: Account;
  paySystems: PaySystem[];
  cards: Card[];
  contentId: number | null;
  /** The offer this purchase is paid through (offer flow): its own pay systems take the money. */
  offer?: { id: number; purchaseId: number } | null;
  /** One key per purchase attempt, sent with every create call so a double click makes one transaction. */
  idempotencyKey: string;
  onPurchased?: () => void;
}

export interface PurchaseDeps {
  api: ApiClient;
  requireSignIn(resume?: () => void): boolean;
  ensureParental(action: 'pay'): Promise<boolean>;
  text: BillingText;
  /** Embed mode opens the packet page in a new window instead of buying inline. */
  embed: boolean;
  /** A soft navigation inside the app (the agreement page opens over the current page). */
  navigate(href: string): void;
  onError(error: unknown): void;
}

/** The packet page's query that starts the purchase there (`action=buy`), with the purchase period already picked (`period`). */
export const PURCHASE_QUERY = { action: 'action', buy: 'buy', period: 'period' } as const;

/** Path of a packet page; `buy` starts the purchase there (query action=buy). */
export function packetHref(ref: number | string, buy = false): string {
  return buy ? packetPurchaseHref(ref) : `/packets/${encodeURIComponent(String(ref))}`;
}

/** The packet page starting its purchase, with the period picked elsewhere (a gift amount card) so it is not asked again. */
export function packetPurchaseHref(ref: number | string, periodId?: number): string {
  const query = new URLSearchParams({ [PURCHASE_QUERY.action]: PURCHASE_QUERY.buy });
  if (periodId != null) query.set(PURCHASE_QUERY.period, String(periodId));
  return `/packets/${encodeURIComponent(String(ref))}?${query}`;
}

/** The purchase a packet page's address asks for, or null; a malformed period is left for the buyer to pick. */
export function purchaseFromQuery(query: URLSearchParams): Pick<PurchaseTarget, 'periodId'> | null {
  if (query.get(PURCHASE_QUERY.action) !== PURCHASE_QUERY.buy) return null;
  const period = query.get(PURCHASE_QUERY.period);
  return period && /^\d+$/.test(period) ? { periodId: Number(period) } : {};
}

/** Path of a content card (its page takes the numeric id too). */
export function contentHref(contentId: number): string {
  return `/contents/${contentId}`;
}

/** A bundle member's page in the form `/packets/{providerId}_{bundleId}_{packetId}` (section 2): it names its bundle. */
export function bundleMemberHref(providerId: number, bundleId: number, packetId: number): string {
  return packetHref(`${providerId}_${bundleId}_${packetId}`);
}

/** What is bought, as the pay modals name it: the bundle's own name, the packet's, or the rented film's. */
export function purchaseName(context: Pick<PurchaseContext, 'packet' | 'rental'>): string {
  if (context.packet) return context.packet.bundle?.customName || context.packet.name;
  return context.rental?.title ?? '';
}

export function purchaseCurrency(context: Pick<PurchaseContext, 'packet' | 'rental' | 'account'>): string {
  return context.packet?.currency ?? context.rental?.offer.currency ?? context.account.currency;
}

/**
 * What the payform pays for: a packet and period, or a film's rental. Either way the platform charges what the
 * balance lacks and makes the purchase itself when the payment settles, so it holds even if this page is gone.
 */
export function paymentPurpose(context: PurchaseContext): PaymentPurpose {
  if (context.packet) return { packetId: context.packet.id, periodId: context.option?.id, isTrial: context.isTrial };
  const contentId = context.rental?.contentId ?? context.contentId;
  if (contentId != null) return { contentId, amount: context.due.toFixed(2) };
  return { amount: context.due.toFixed(2) };
}

/** An account top-up: nothing is bought, the amount goes to the balance. */
export function isTopUp(context: Pick<PurchaseContext, 'packet' | 'rental' | 'contentId'>): boolean {
  return !context.packet && !context.rental && context.contentId === null;
}

/** What completion needs to finish this purchase: the success message, the rental, what plays next. */
export function completedPurchase(context: PurchaseContext): CompletedPurchase {
  return {
    packetName: context.packet ? purchaseName(context) : null,
    packetId: context.packet?.id ?? null,
    forContent: context.contentId !== null,
    rental: context.rental ? { contentId: context.rental.contentId, title: context.rental.title, pending: true } : null,
    onPurchased: context.onPurchased,
  };
}

/** One idempotency key per pay system of an attempt: another method is another transaction, a double click is not. */
export function payKey(context: PurchaseContext, paySystem: string): string {
  return `${context.idempotencyKey}:${paySystem}`;
}
