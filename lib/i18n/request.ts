import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, USER_LOCALE_COOKIE, resolveLocale } from './locales';
import { loadMessages } from './messages';

export default getRequestConfig(async () => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const locale = resolveLocale({
    cookie: cookieStore.get(LOCALE_COOKIE)?.value,
    userSetting: cookieStore.get(USER_LOCALE_COOKIE)?.value,
    acceptLanguage: headerStore.get('accept-language'),
  });
  return { locale, messages: await loadMessages(locale), timeZone: process.env.APP_TIME_ZONE ?? 'Asia/Almaty' };
});
