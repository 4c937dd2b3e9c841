import type { ApiClient } from '../api/client';
import { getNetworkInfo } from '../api/platform';
import type { NetworkInfo } from '../api/types/platform';
import { openMessage } from '../modals';
import { GEO_LOCK_PATH } from '../request-gate/rules';
import { localizedForPage } from '../i18n/locale-paths';
import { startupTexts } from './startup-texts';

/** "United States (IP 203.0.113.5)": where the platform places the visitor, empty when it did not say. */
export function forbiddenCountryWhere(network: Pick<NetworkInfo, 'country' | 'remoteIp'> | null): string {
  if (!network?.country) return '';
  return network.remoteIp ? `${network.country.name} (IP ${network.remoteIp})` : network.country.name;
}

/**
 * The unsupported-region warning with country and IP before /geo_lock (core-session-account.md section 8: a 403
 * from device authorization, guest creation, login or the one-time-code path).
 */
export function showForbiddenCountry(network: Pick<NetworkInfo, 'country' | 'remoteIp'> | null): void {
  const texts = startupTexts();
  const opened = openMessage({
    title: texts.regionTitle,
    text: `${texts.regionText} ${forbiddenCountryWhere(network)}`.trim(),
    icon: 'error',
    buttons: [{ label: texts.continue, primary: true, href: GEO_LOCK_PATH }],
  });
  if (!opened) window.location.assign(localizedForPage(GEO_LOCK_PATH, window.location.pathname));
}

/** After a sign-in form's 403: asks the platform where it places the visitor, then warns. */
export async function warnForbiddenCountry(api: ApiClient): Promise<void> {
  showForbiddenCountry(await getNetworkInfo(api).catch(() => null));
}
