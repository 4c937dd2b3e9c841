/**
 * Partner variants (core-session-account.md section 1) as configuration: the partner comes from the `partner`
 * cookie the middleware remembers from ?partner=, or from the provider's shortname.
 */

export interface PremiumPromo {
  days: number;
  price: number;
  currency: string;
  channels: string;
  cinemas: number;
  devices: number;
}

export interface PartnerVariant {
  name: string;
  /** clickup and mbank hide logout. */
  hideLogout: boolean;
  /** mbank hides the payment button. */
  hidePayment: boolean;
  /** ntv_web and similar use the network's lk_link as the account link. */
  accountLinkFromNetwork: boolean;
  /** Back icon of modal pages (components/modals/modal-page.tsx): a close cross inside partner apps. */
  backIcon: 'arrow' | 'close';
  /**
   * The redirect screen of mobile visitors (section 2, start-up and redirect rules): the app-install page, or none
   * for partners whose web already runs inside their own app, where installing ours makes no sense.
   */
  appInstallRedirect: boolean;
  /** The regional variant: its own one-time-code flow, city and address pick, block status. */
  regional: boolean;
  /**
   * The platform provider (id or shortname) new phones sign up with, sent as `?provider=` with the code calls: its
   * phone masks decide the number's length and code length (section 5). Null: the platform's default.
   */
  phoneProvider: string | null;
  premiumPromo: PremiumPromo | null;
}

const DEFAULT_VARIANT: PartnerVariant = {
  name: 'default',
  hideLogout: false,
  hidePayment: false,
  accountLinkFromNetwork: false,
  backIcon: 'arrow',
  appInstallRedirect: true,
  regional: false,
  phoneProvider: null,
  premiumPromo: null,
};

/** core-session-account.md section 1: 30 days for 1 000 sum (170+ channels, 10 cinemas, 5 devices). */
const PREMIUM_PROMO: PremiumPromo = { days: 30, price: 1_000, currency: 'UZS', channels: '170+', cinemas: 10, devices: 5 };

// prettier-ignore
const VARIANTS: Record<string, Partial<PartnerVariant>> = {
  clickup: { hideLogout: true },
  mbank: { hideLogout: true, hidePayment: true },
  ntv_web: { accountLinkFromNetwork: true, backIcon: 'close', appInstallRedirect: false },
  alma: { regional: true, accountLinkFromNetwork: true, phoneProvider: 'alma' },
  // The spec leaves this partner unnamed; a deployment selects it with ?partner=premium.
  premium: { premiumPromo: PREMIUM_PROMO },
};

/** The glyph of the back button of modal pages per backIcon. */
export const BACK_ICON_GLYPHS: Record<PartnerVariant['backIcon'], string> = { arrow: '←', close: '×' };

export function partnerVariant(partner: string | null | undefined, providerShortname?: string | null): PartnerVariant {
  const name = [partner, providerShortname].find((value) => value && VARIANTS[value]);
  return name ? { ...DEFAULT_VARIANT, ...VARIANTS[name], name } : DEFAULT_VARIANT;
}

/**
 * The account link of the account menu and the avatar drop-down (section 2: "subscriptions or a provider-supplied
 * account link"): the network's lk_link for partners that use it, when the network has one; otherwise null and the
 * subscriptions page is shown instead.
 */
export function accountLinkFor(
  variant: Pick<PartnerVariant, 'accountLinkFromNetwork'>,
  network: { accountLink: { label: string; url: string } | null } | null,
): { label: string; url: string } | null {
  const link = variant.accountLinkFromNetwork ? network?.accountLink : null;
  return link && link.url ? link : null;
}
