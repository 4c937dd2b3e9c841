/** App types of billing, promo codes and the provider landing (catalogue-vod-billing.md section 3). */

export interface PeriodHuman {
  days: number;
  months: number;
  years: number;
}

export interface SubscriptionActions {
  canSubscribe: boolean;
  canChangePeriod: boolean;
  canDisableRenew: boolean;
  canUnsubscribe: boolean;
  canEnableRenew: boolean;
  nextPeriod: PeriodHuman;
  /** Money stays a decimal string ("1990.00") so no float ever rounds it. */
  nextPrice: string;
}

export type SubscriptionStatus = 'active' | 'paused' | 'future' | 'ended';

export interface Subscription {
  id: number;
  packetId: number;
  status: SubscriptionStatus;
  renew: boolean;
  isTrial: boolean;
  amount: string;
  startAtSec: number;
  endAtSec: number;
  nextPayAtSec: number | null;
  actions: SubscriptionActions;
}

export interface PacketTrial {
  amount: string;
  period: PeriodHuman;
}

export interface BundleInfo {
  customName: string | null;
  customPrice: string | null;
  customDescription: string | null;
  internetSpeed: string | null;
}

export interface PacketSummary {
  id: number;
  providerId: number | null;
  name: string;
  short: string;
  description: string;
  price: string;
  totalPrice: string;
  currency: string;
  period: PeriodHuman;
  /** The packet's trial, whether or not this user may still take it. */
  trial: PacketTrial | null;
  /** The trial is on offer to this caller now. */
  isTrial: boolean;
  isUsedTrial: boolean;
  isBase: boolean;
  isPromo: boolean;
  isBundle: boolean;
  bundle: BundleInfo | null;
  channelsCount: number;
  parentName: string | null;
}

export interface PacketDesign {
  color: string;
  backgrounds: { desktop: string; mobile: string };
  logo: string;
  cornerBadge: { text: string; color: string } | null;
  specialFeatures: string[];
}

export interface PacketChannel {
  id: number;
  slug: string;
  name: string;
  age: number;
  isAdult: boolean;
}

export interface PacketVideo {
  id: number;
  slug: string;
  contentType: string;
  title: string;
  poster: string;
}

export interface Packet extends PacketSummary {
  isPaused: boolean;
  pausedMessage: string | null;
  renew: boolean;
  agreement: string | null;
  members: PacketSummary[];
  includedPacketIds: number[];
  available: boolean;
  isProviderManaged: boolean;
  allowDeletePaused: boolean;
  /** The current (active or paused) subscription, the queued one, and what the caller may do. */
  subscription: Subscription | null;
  nextSubscription: Subscription | null;
  actions: SubscriptionActions;
  design: PacketDesign;
  benefits: { icon: string; text: string }[];
  channels: PacketChannel[];
  libraries: { id: number; title: string }[];
  videos: PacketVideo[];
}

export interface PurchaseOption {
  id: number;
  packetId: number;
  period: PeriodHuman;
  trialPeriod: PeriodHuman | null;
  amount: string;
  trialAmount: string | null;
  hasTrial: boolean;
  hasMoneyOnBalance: boolean;
  purchasesType: string;
}

export interface Account {
  id: number;
  balance: string;
  currency: string;
  isPaymentAllowed: boolean;
}

/** A film offered for rent on its own (GET /v2/rentals/{contentId}). */
export interface RentalOffer {
  contentId: number;
  amount: string;
  currency: string;
  period: PeriodHuman;
  isRented: boolean;
  /** End of the caller's live rental (unix s), or null. */
  endAtSec: number | null;
}

export interface SubscriptionResult {
  subscriptionId: number;
  status: SubscriptionStatus;
  renew: boolean;
  packet: Packet;
  account: Account;
}

export type Payform =
  'short_url' | 'linkedcard' | 'phone_sms' | 'qrcode' | 'qrcode_png' | 'provider_account' | 'ext_app' | 'info';

export interface PaySystem {
  id: number;
  shortname: string;
  payform: Payform;
  name: string;
  description: string;
  buttonText: string;
  howToUse: string;
  howToUsePacket: string;
  /** 'iframe' for the card pay system shown inside the page (pay_iframe modal), else 'redirect'. */
  mode: 'redirect' | 'iframe' | null;
  isKaspi: boolean;
  skipParentalControl: boolean;
}

export type TransactionStatus = 'pending' | 'complete' | 'error';

export interface Transaction {
  id: number;
  status: TransactionStatus;
  statusDescription: string | null;
  kind: 'refill' | 'purchase' | 'card_link' | 'offer';
  amount: string;
  paySystem: string;
  payform: string;
  packetId: number | null;
  /** The payment page (redirect, iframe, QR scan target). */
  url: string;
  qr: { imageUrl: string; svgDataUrl: string | null; payload: string } | null;
  needsSmsCode: boolean;
  appUrl: string | null;
  createdAtSec: number;
}

export interface Card {
  id: number;
  number: string;
  isPrimary: boolean;
}

export interface Offer {
  id: number;
  purchases: PurchaseOption[];
  paySystems: PaySystem[];
}

/** What the card confirm says the offer sells (read back by the offer's id). */
export interface OfferInfo {
  distributionType: string;
  productTitle: string;
  distributionInfo: string;
}

/** An offer purchase either completed from the balance at once or needs a payment transaction. */
export type OfferPayment = { kind: 'paid'; subscriptionId: number } | { kind: 'transaction'; transaction: Transaction };

/**
 * What a payment is for: a packet (the balance's shortfall is charged), a film's rental (the shortfall is charged and
 * the platform rents the film when the payment settles), or a plain top-up amount.
 */
export type PaymentPurpose =
  | { packetId: number; periodId?: number; isTrial?: boolean; amount?: string }
  | { contentId: number; amount?: string }
  | { amount: string };

export interface PaymentOptions {
  paySystem?: string;
  returnUrl?: string;
  saveCard?: boolean;
  idempotencyKey?: string;
}

export interface ProviderInfo {
  id: number;
  shortname: string;
  name: string;
  allowsPacketsWithoutBase: boolean;
  landing: {
    logo: string;
    supportUrl: string | null;
    phone: string | null;
    email: string | null;
    regformButton: { url: string; caption: string } | null;
  };
  features: { title: string; text: string }[];
  devices: string[];
  packets: Packet[];
  bundles: Packet[];
}

export interface PromoKey {
  id: number;
  key: string;
  description: string;
  needsConfirm: boolean;
  confirmationTitle: string | null;
  confirmationText: string | null;
  confirmationDesc: string | null;
  amount: string;
  neededRefund: boolean;
  isPaid: boolean;
  days: number;
  ottDays: number;
  packetIds: number[];
  ottPacketIds: number[];
  packetsAfterTrial: number[];
  ottPacketsAfterTrial: number[];
  afterRenewPacketId: number | null;
  /** Conditions the wizard must satisfy, e.g. 'user_must_have_credit_card'. */
  conditions: string[];
  userHasCreditCard: boolean | null;
}

export interface PromoApplied extends PromoKey {
  subscriptions: { id: number; packetId: number; startAtSec: number; endAtSec: number; renew: boolean }[];
  account: Account;
}
