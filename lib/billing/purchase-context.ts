import type { ApiClient } from '../api/client';
import type { Account, Card, Packet, PaySystem, PurchaseOption } from '../api/types/billing';

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
  /** Runs once the purchase completed: the pending content or channel plays. */
  onPurchased?: () => void;
}

/** Questions already answered in this purchase, kept across resumes. */
export interface PurchaseProgress {
  agreementAccepted: boolean;
  parentalPassed: boolean;
}

/** Everything the pay modals need about one purchase (the spec's "purchase data kept"). */
export interface PurchaseContext {
  packet: Packet;
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
  onError(error: unknown): void;
}

/** Path of a packet page; `buy` starts the purchase there (query action=buy). */
export function packetHref(ref: number | string, buy = false): string {
  return `/packets/${encodeURIComponent(String(ref))}${buy ? '?action=buy' : ''}`;
}

/** What the payform calls buy: this packet and period; the platform charges what the balance lacks. */
export function paymentPurpose(context: PurchaseContext): { packetId: number; periodId?: number; isTrial: boolean } {
  return { packetId: context.packet.id, periodId: context.option?.id, isTrial: context.isTrial };
}

/** One idempotency key per pay system of an attempt: another method is another transaction, a double click is not. */
export function payKey(context: PurchaseContext, paySystem: string): string {
  return `${context.idempotencyKey}:${paySystem}`;
}
