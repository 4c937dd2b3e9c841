import { locale as localeSegment } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';
import { parseRenderSegment } from './locale-segment';
import { loadMessages } from './messages';

/**
 * The language of a render is its app/[locale] segment (middleware put it there from the cookie, the user's setting
 * or Accept-Language): a root param, so pages stay cacheable instead of reading cookies per request. Route handlers
 * cannot read root params: they call setRequestLocale with their own segment first.
 */
/** `requestLocale` is a getter that reads request headers: touched only where root params are unavailable. */
async function segmentLocale(config: { requestLocale: Promise<string | undefined> }): Promise<string | undefined> {
  try {
    return await localeSegment();
  } catch {
    return config.requestLocale;
  }
}

export default getRequestConfig(async (config) => {
  const { locale } = parseRenderSegment(await segmentLocale(config));
  return { locale, messages: await loadMessages(locale), timeZone: process.env.APP_TIME_ZONE ?? 'Asia/Almaty' };
});
