import { unstable_rethrow } from 'next/navigation';
import { getMenuPages } from '@/lib/api/catalogue';
import { brandHiddenContentIds } from '@/lib/catalogue/server';
import type { ApiClient } from '@/lib/api/client';
import { isApiUnavailable } from '@/lib/api/unavailable';
import { getNetworkInfo, getPlatformConfiguration } from '@/lib/api/platform';
import type { Currency, NetworkInfo, PlatformConfiguration } from '@/lib/api/types/platform';
import type { ModalFeature } from '@/lib/modals';
import { DEFAULT_MIN_SEARCH_CHARS, DEFAULT_SEARCH_DEBOUNCE_MS } from '@/lib/rules/validation';
import type { FooterProps } from './footer';
import type { MenuPage } from './menu';
import type { SearchBoxProps } from './search-box';
import type { ShellSettings } from '@/lib/shell-settings';
import type { PartnerMenuLinks } from '@/lib/partners/menu-links';

export interface ShellData {
  pages: MenuPage[];
  /** Menu links the deployment adds for one partner (PARTNER_MENU_LINKS), worded per language by the header. */
  partnerMenuLinks: PartnerMenuLinks | null;
  footer: FooterProps;
  search: Required<SearchBoxProps>;
  features: Record<ModalFeature, boolean>;
  /** The provider's currency every price is written in (lib/billing/money.ts). */
  currency: Currency | null;
  /** The promo days a guest is offered by the header's trial button, when the provider gives any (trial-offer.ts). */
  guestTrialDays: number | null;
  /** Titles this build hides (HIDDEN_CONTENT_IDS), for the rows the browser loads itself. */
  hiddenContentIds: number[];
  /**
   * Part of the shell could not be read because the platform was down, slow or failing: the page is shown but not
   * stored (lib/cache/store-policy.mjs). A refusal (4xx) is the platform's answer, and the page without that part complete.
   */
  partial: boolean;
}

function shellDataFrom(
  settings: ShellSettings,
  pages: MenuPage[],
  info: NetworkInfo | null,
  config: PlatformConfiguration | null,
  partial: boolean,
): ShellData {
  return {
    partial,
    pages,
    partnerMenuLinks: settings.partnerMenuLinks,
    footer: {
      support: info?.provider?.support ?? null,
      providerShortname: info?.provider?.shortname ?? null,
      hasAgreement: Boolean(info?.agreementUrl),
      hasPrivacy: Boolean(info?.privacyUrl),
      promoCodes: settings.promoCodes,
      stores: { appStore: settings.appStoreUrl, googlePlay: settings.googlePlayUrl },
    },
    search: {
      minChars: config?.minSearchChars || DEFAULT_MIN_SEARCH_CHARS,
      debounceMs: config?.searchDebounceMs || DEFAULT_SEARCH_DEBOUNCE_MS,
    },
    features: { promoCodes: settings.promoCodes, iframePayment: settings.iframePayment },
    currency: info?.provider?.currency ?? null,
    guestTrialDays: info?.provider?.promoDays ? info.provider.promoDays : null,
    hiddenContentIds: [...brandHiddenContentIds],
  };
}

/** The shell without platform data, when not even a server session could be opened. */
export function offlineShellData(settings: ShellSettings, reason: unknown): ShellData {
  // Next signals dynamic rendering and redirects by throwing; those must reach Next, not the offline shell.
  unstable_rethrow(reason);
  console.error('[shell] platform unavailable:', reason);
  return shellDataFrom(settings, [], null, null, true);
}

/**
 * What the layout's header and footer need from the platform. Each call may fail on its own: the shell then
 * renders without that part (no menu pages, no support block) instead of taking every page down.
 */
export async function loadShellData(api: ApiClient, settings: ShellSettings): Promise<ShellData> {
  const [pages, network, configuration] = await Promise.allSettled([getMenuPages(api), getNetworkInfo(api), getPlatformConfiguration(api)]);
  for (const [name, result] of [['menu pages', pages], ['network info', network], ['configuration', configuration]] as const) {
    if (result.status === 'rejected') {
      unstable_rethrow(result.reason);
      console.error(`[shell] ${name} failed to load:`, result.reason);
    }
  }
  return shellDataFrom(
    settings,
    pages.status === 'fulfilled' ? pages.value : [],
    network.status === 'fulfilled' ? network.value : null,
    configuration.status === 'fulfilled' ? configuration.value : null,
    [pages, network, configuration].some((result) => result.status === 'rejected' && isApiUnavailable(result.reason)),
  );
}
