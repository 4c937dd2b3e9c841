import type {
  RawAccount,
  RawCard,
  RawPacket,
  RawPacketBrief,
  RawPaySystem,
  RawPurchaseOption,
  RawSubscription,
  RawSubscriptionActions,
  RawTransaction,
} from './raw/billing';
import type {
  Account,
  Card,
  Packet,
  PacketSummary,
  PaySystem,
  Payform,
  PurchaseOption,
  Subscription,
  SubscriptionActions,
  Transaction,
} from './types/billing';
import { cssColor, cssImageUrl } from '../rules/safe-url';

export function toActions(raw: RawSubscriptionActions): SubscriptionActions {
  return {
    canSubscribe: raw.can_subscribe,
    canChangePeriod: raw.can_change_period,
    canDisableRenew: raw.can_disable_renew,
    canUnsubscribe: raw.can_unsubscribe,
    canEnableRenew: raw.can_enable_renew,
    nextPeriod: raw.next_period_human,
    nextPrice: raw.next_price,
  };
}

export function toSubscription(raw: RawSubscription): Subscription {
  return {
    id: raw.id,
    packetId: raw.packet_id,
    status: raw.status,
    renew: raw.renew,
    isTrial: raw.is_trial,
    amount: raw.amount,
    startAtSec: raw.start_at,
    endAtSec: raw.end_at,
    nextPayAtSec: raw.next_pay_at,
    actions: toActions(raw.actions),
  };
}

export function toPacketSummary(raw: RawPacketBrief): PacketSummary {
  return {
    id: raw.id,
    providerId: raw.provider_id,
    name: raw.name,
    short: raw.short,
    description: raw.description,
    price: raw.price,
    totalPrice: raw.total_price,
    currency: raw.currency,
    period: raw.period_human,
    trial:
      raw.trial_period_human && raw.trial_amount != null
        ? { amount: raw.trial_amount, period: raw.trial_period_human }
        : null,
    isTrial: raw.is_trial,
    isUsedTrial: raw.is_used_trial,
    isBase: raw.base,
    isPromo: raw.type === 'promo',
    isBundle: raw.is_bundle,
    bundle: raw.is_bundle
      ? {
          customName: raw.custom_name,
          customPrice: raw.custom_price,
          customDescription: raw.custom_description,
          internetSpeed: raw.internet_speed,
        }
      : null,
    channelsCount: raw.channels_count,
    parentName: raw.parent_name,
  };
}

export function toPacket(raw: RawPacket): Packet {
  return {
    ...toPacketSummary(raw),
    isPaused: raw.is_paused,
    pausedMessage: raw.message,
    renew: raw.renew,
    agreement: raw.agreement,
    members: raw.packets.map(toPacketSummary),
    includedPacketIds: raw.include,
    available: raw.available,
    isProviderManaged: raw.is_provider_managed,
    allowDeletePaused: raw.allow_delete_paused,
    subscription: raw.user_purchase ? toSubscription(raw.user_purchase) : null,
    nextSubscription: raw.next_user_purchase ? toSubscription(raw.next_user_purchase) : null,
    actions: toActions(raw.subscription.actions),
    design: {
      color: cssColor(raw.design.color) ?? '',
      backgrounds: {
        desktop: cssImageUrl(raw.design.backgrounds.desktop) ?? '',
        mobile: cssImageUrl(raw.design.backgrounds.mobile) ?? '',
      },
      logo: raw.design.logo,
      cornerBadge: raw.design.corner_badge && { ...raw.design.corner_badge, color: cssColor(raw.design.corner_badge.color) ?? '' },
      specialFeatures: raw.design.special_features,
    },
    benefits: raw.benefits,
    channels: raw.channels.map((channel) => ({
      id: channel.id,
      slug: channel.slug,
      name: channel.name,
      age: channel.age,
      isAdult: channel.is_adult,
    })),
    libraries: raw.libraries,
    videos: raw.videos.map((video) => ({
      id: video.id,
      slug: video.slug,
      contentType: video.content_type,
      title: video.title,
      poster: video.poster,
    })),
  };
}

export function toPurchaseOption(raw: RawPurchaseOption): PurchaseOption {
  return {
    id: raw.id,
    packetId: raw.packet_id,
    period: raw.period_human,
    trialPeriod: raw.trial_period_human,
    amount: raw.amount,
    trialAmount: raw.trial_amount,
    hasTrial: raw.is_have_trial,
    hasMoneyOnBalance: raw.is_have_money_on_balance,
    purchasesType: raw.purchases_type,
  };
}

export const toAccount = (raw: RawAccount): Account => ({
  id: raw.id,
  balance: raw.balance,
  currency: raw.currency,
  isPaymentAllowed: raw.is_payment_allowed,
});

export function toPaySystem(raw: RawPaySystem): PaySystem {
  const mode = raw.data.mode;
  return {
    id: raw.id,
    shortname: raw.shortname,
    payform: raw.payform_shortname as Payform,
    name: raw.name,
    description: raw.description,
    buttonText: raw.button_text,
    howToUse: raw.how_to_use,
    howToUsePacket: raw.how_to_use_packet,
    mode: mode === 'iframe' || mode === 'redirect' ? mode : null,
    isKaspi: raw.data.brand === 'kaspi',
    skipParentalControl: raw.skip_parental_control,
  };
}

export function toTransaction(raw: RawTransaction): Transaction {
  return {
    id: raw.id,
    status: raw.status,
    statusDescription: raw.status_description,
    kind: raw.kind,
    amount: raw.amount,
    paySystem: raw.paysystem_shortname,
    payform: raw.payform,
    packetId: raw.packet_id,
    url: raw.full_url,
    qr: raw.qrcode ? { imageUrl: raw.qrcode.url, svgDataUrl: raw.qrcode.data, payload: raw.qrcode.payload } : null,
    needsSmsCode: raw.needs_sms_code,
    appUrl: raw.app_url ?? null,
    createdAtSec: raw.created_at,
  };
}

export const toCard = (raw: RawCard): Card => ({ id: raw.id, number: raw.number, isPrimary: raw.is_primary });
