/** Platform JSON of billing, promo and provider calls, exactly as platform/docs/billing.md shows it. */

export interface RawPeriodHuman {
  days: number;
  months: number;
  years: number;
}

export interface RawSubscriptionActions {
  can_subscribe: boolean;
  can_change_period: boolean;
  can_disable_renew: boolean;
  can_unsubscribe: boolean;
  can_enable_renew: boolean;
  next_period_human: RawPeriodHuman;
  next_price: string;
}

export interface RawSubscription {
  id: number;
  packet_id: number;
  status: 'active' | 'paused' | 'future' | 'ended';
  renew: boolean;
  is_trial: boolean;
  amount: string;
  start_at: number;
  end_at: number;
  next_pay_at: number | null;
  actions: RawSubscriptionActions;
}

export interface RawPacketBrief {
  id: number;
  provider_id: number | null;
  name: string;
  short: string;
  description: string;
  price: string;
  total_price: string;
  currency: string;
  period: RawPeriodHuman;
  period_human: RawPeriodHuman;
  trial_amount: string | null;
  trial_price: string | null;
  trial_period_human: RawPeriodHuman | null;
  is_trial: boolean;
  is_used_trial: boolean;
  base: boolean;
  type: 'regular' | 'promo';
  is_bundle: boolean;
  custom_name: string | null;
  custom_price: string | null;
  custom_description: string | null;
  internet_speed: string | null;
  channels_count: number;
  parent_name: string | null;
}

export interface RawPacket extends RawPacketBrief {
  is_paused: boolean;
  message: string | null;
  renew: boolean;
  agreement: string | null;
  packets: RawPacketBrief[];
  include: number[];
  available: boolean;
  is_provider_managed: boolean;
  allow_delete_paused: boolean;
  user_purchase: RawSubscription | null;
  next_user_purchase: RawSubscription | null;
  subscription: RawSubscription | { start_at: null; end_at: null; next_pay_at: null; actions: RawSubscriptionActions };
  design: {
    color: string;
    backgrounds: { desktop: string; mobile: string };
    logo: string;
    corner_badge: { text: string; color: string } | null;
    special_features: string[];
  };
  benefits: { icon: string; text: string }[];
  channels: { id: number; slug: string; name: string; age: number; is_adult: boolean }[];
  libraries: { id: number; title: string }[];
  videos: { id: number; slug: string; content_type: string; title: string; poster: string }[];
}

export interface RawPurchaseOption {
  id: number;
  packet_id: number;
  period_human: RawPeriodHuman;
  trial_period_human: RawPeriodHuman | null;
  amount: string;
  trial_amount: string | null;
  is_have_trial: boolean;
  is_have_money_on_balance: boolean;
  purchases_type: string;
}

export interface RawAccount {
  id: number;
  balance: string;
  amount: string;
  currency: string;
  is_payment_allowed: boolean;
}

export interface RawSubscriptionAnswer {
  id: number;
  subscription_id: number;
  status: RawSubscription['status'];
  renew: boolean;
  start_at: number;
  end_at: number;
  packet: RawPacket;
  account: RawAccount;
}

export interface RawPaySystem {
  id: number;
  name: string;
  title: string;
  shortname: string;
  payform_shortname: string;
  description: string;
  button_text: string;
  how_to_use: string;
  how_to_use_packet: string;
  data: Record<string, unknown>;
  skip_parental_control: boolean;
  payforms: { shortname: string; params: { paysystem_shortname: string } }[];
}

export interface RawTransaction {
  id: number;
  transaction_id: number;
  status: 'pending' | 'complete' | 'error';
  status_description: string | null;
  kind: 'refill' | 'purchase' | 'card_link' | 'offer';
  amount: string;
  paysystem_shortname: string;
  payform: string;
  packet_id: number | null;
  full_url: string;
  short_url: string;
  qrcode: { url: string; data: string | null; payload: string } | null;
  QrCodeUrl: string | null;
  needs_sms_code: boolean;
  created_at: number;
  app_url?: string;
  needed_refund?: boolean;
}

export interface RawCard {
  id: number;
  number: string;
  is_primary: boolean;
}

/** POST purchases_offer: the offer (catalogue-vod-billing.md section 7 names its id as offer_id or id). */
export interface RawOffer {
  id?: number;
  offer_id?: number;
  purchases: RawPurchaseOption[];
  paysystems: RawPaySystem[];
}

/** GET purchases_offer/{id}: the offer info the card confirm shows (section 7, "offer info"). */
export interface RawOfferInfo {
  distribution_type: string;
  product_title: string;
  distribution_info: string;
}

export interface RawOfferPaid {
  status: 'complete';
  transaction_id: null;
  subscription_id: number;
}

export interface RawProviderInfo {
  id: number;
  shortname: string;
  name: string;
  is_allow_additional_packets_without_base: boolean;
  landing: {
    logo: string;
    shortname: string;
    support_url: string | null;
    phone: string | null;
    email: string | null;
    regform_button_url: string | null;
    regform_button_caption: string | null;
  };
  features: { title: string; text: string }[];
  devices: string[];
  packets: RawPacket[];
  bundles: RawPacket[];
}

export interface RawPromo {
  id: number;
  /** Only in answers to whoever typed the code (check, apply); the public info leaves it out. */
  key?: string;
  description: string;
  is_need_confirm: boolean;
  confirmation_title: string | null;
  confirmation_text: string | null;
  confirmation_desc: string | null;
  amount: string;
  needed_refund: boolean;
  is_paid: boolean;
  days: number;
  ott_days: number;
  packet_ids: number[];
  ott_packet_ids: number[];
  packets_after_trial: number[];
  ott_packets_after_trial: number[];
  after_renew_packet_id: number | null;
  conditions: string[];
  expires_at: number | null;
  user_has_credit_card?: boolean;
}

export interface RawPromoApplied extends RawPromo {
  subscriptions: { id: number; packet_id: number; start_at: number; end_at: number; renew: boolean; amount: string }[];
  account: RawAccount;
}

export interface RawRentalOffer {
  content_id: number;
  amount: string;
  currency: string;
  period_human: RawPeriodHuman;
  is_rented: boolean;
  end_at: number | null;
}
