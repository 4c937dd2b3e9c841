import { CACHE_LIFETIME_MS } from './cache-lifetimes';
import type { ApiClient } from './client';
import { getPage, type PageRequest } from './paging';
import type { RawConfiguration, RawNetworkInfo, RawNewsItem, RawProvider, RawResources } from './raw/platform';
import type {
  FaqItem,
  NetworkInfo,
  NewsItem,
  PlatformConfiguration,
  PlatformResources,
  Provider,
  SeoMask,
} from './types/platform';

export function toProvider(raw: RawProvider): Provider {
  const button = (url: string | null, caption: string | null) => (url ? { url, caption: caption ?? '' } : null);
  return {
    id: raw.id,
    name: raw.name,
    shortname: raw.shortname,
    language: raw.language,
    support: raw.support,
    currency: raw.currency
      ? { symbol: raw.currency.UTF_NAME, asciiName: raw.currency.ASCII_NAME, isoCode: raw.currency.ISO_CODE, format: raw.currency.FORMAT }
      : null,
    landing: raw.landing
      ? {
          logo: raw.landing.logo,
          title: raw.landing.title,
          description: raw.landing.description,
          features: raw.landing.features,
          devices: raw.landing.devices,
          contacts: raw.landing.contacts,
          supportUrl: raw.landing.support_url,
          regformButton: button(raw.landing.regform_btn_url, raw.landing.regform_btn_caption),
        }
      : null,
    phoneMask: raw.phone_mask,
    phoneLength: raw.phone_length,
    otpLength: raw.otp_length,
    regformButton: button(raw.regform_btn_url, raw.regform_btn_caption),
    allowsPacketsWithoutBase: raw.is_allow_additional_packets_without_base,
    isGuestAllowed: raw.is_guest_allowed,
    isOtt: raw.is_ott,
    promoDays: raw.promo_days,
    autoAuthUrl: raw.auto_auth,
  };
}

/** Start-up step 1 (core-session-account.md section 4); `provider` is an id or shortname for visitors without a session. */
export async function getNetworkInfo(api: ApiClient, provider?: string | number): Promise<NetworkInfo> {
  const raw = await api.get<RawNetworkInfo>('/v2/users/self/network', { query: { provider } });
  return {
    id: raw.id,
    provider: raw.provider ? toProvider(raw.provider) : null,
    country: raw.country,
    remoteIp: raw.remote,
    isGuestAllowed: raw.is_guest_allowed,
    autoAuthUrl: raw.auto_auth,
    promoDays: raw.promo_days,
    agreementUrl: raw.agreement,
    privacyUrl: raw.privacy,
    accountLink: raw.lk_link,
    noProviderText: raw.default,
  };
}

export async function getPlatformConfiguration(api: ApiClient): Promise<PlatformConfiguration> {
  const raw = await api.get<RawConfiguration>('/v2/platform/configuration', { cacheMs: CACHE_LIFETIME_MS.configuration });
  return {
    parentalDurations: raw.parental_duration.map((item) => ({ name: item.name, minutes: item.duration })),
    minSearchChars: raw.min_search_chars,
    searchDebounceMs: raw.bouncing_interval,
    catchupBlackoutScreenshotUrl: raw.catchup_blackout_mattress_screenshot_url,
  };
}

export async function getPlatformResources(api: ApiClient): Promise<PlatformResources> {
  const raw = await api.get<RawResources>('/v2/platform/resources', { cacheMs: CACHE_LIFETIME_MS.resources });
  return {
    languages: raw.languages.map((language) => ({ key: language.key, name: language.name, isInterface: language.interface, priority: language.priority })),
    audioLanguages: raw.audio_languages,
    textLanguages: raw.text_languages,
  };
}

export function getSeoMasks(api: ApiClient): Promise<SeoMask[]> {
  return api.get<SeoMask[]>('/v2/seo/masks', { cacheMs: CACHE_LIFETIME_MS.configuration });
}

function toNewsItem(raw: RawNewsItem): NewsItem {
  return { id: raw.id, title: raw.title, text: raw.text, publishedAt: raw.published_at };
}

/** `hasMore`: a full page came, so there may be more (the operator sends no total). */
export async function getNews(api: ApiClient, page: PageRequest = {}): Promise<{ items: NewsItem[]; hasMore: boolean }> {
  const answer = await getPage<RawNewsItem>(api, '/v2/news', page);
  return { items: answer.items.map(toNewsItem), hasMore: answer.hasMore };
}

/** A 404 here is the news page's not-found view (section 8). */
export async function getNewsItem(api: ApiClient, id: number): Promise<NewsItem> {
  return toNewsItem(await api.get<RawNewsItem>(`/v2/news/${id}`));
}

export function getFaq(api: ApiClient): Promise<FaqItem[]> {
  return api.get<FaqItem[]>('/v2/faq');
}

/*
 * GET/POST /v2/ads/ad_ids (core-session-account.md section 7: identifier, vendor) are not called by this client: they
 * carry a device's advertising identifier (Apple's IDFA, Google's advertising id), which a browser does not have and
 * a web page cannot read, and the spec names no web flow that sends one. The operator serves them for native apps.
 */
