import { safeDecode } from '../security/cookie-header';

/** Every modal the product opens by id (core-session-account.md and catalogue-vod-billing.md, section 2). */
export const MODAL_IDS = [
  'auth',
  'message',
  'profiles',
  'confirm',
  'paysystems',
  'refill',
  'confirm_period',
  'pay_redirect',
  'pay_iframe',
  'card',
  'pay_card',
  'pay_phone_sms',
  'pay_qr',
  'pay_qr_kaspi',
  'pay_transaction',
  'subscription',
  'nofunds',
  'quick_packets',
  'packets_channels',
  'pincode',
  'parental',
  'parental_set',
  'parental_start',
  'smarttv',
  'push',
  'promocode',
  'promocode_wizard',
  'block_alma',
] as const;

export type ModalId = (typeof MODAL_IDS)[number];

const HASHLESS = ['message', 'pay_iframe', 'pay_redirect'] as const satisfies readonly ModalId[];

/** Modals no address opens: only code does, so they always have their props. */
export type HashlessModalId = (typeof HASHLESS)[number];

/** "message, pay_iframe and pay_redirect never change the hash" (section 2). */
export const HASHLESS_MODAL_IDS: ReadonlySet<ModalId> = new Set<ModalId>(HASHLESS);

/** Modals that exist only when a provider feature is switched on (section 2). */
export type ModalFeature = 'promoCodes' | 'iframePayment';

export const MODAL_FEATURE: Partial<Record<ModalId, ModalFeature>> = {
  pay_iframe: 'iframePayment',
  promocode: 'promoCodes',
  promocode_wizard: 'promoCodes',
};

export function isModalId(value: string): value is ModalId {
  return (MODAL_IDS as readonly string[]).includes(value);
}

/** The modal id a URL hash names (`#auth`), or null. */
export function modalIdFromHash(hash: string): ModalId | null {
  const id = safeDecode(hash.replace(/^#/, '')).trim();
  return id && isModalId(id) && !HASHLESS_MODAL_IDS.has(id) ? id : null;
}
