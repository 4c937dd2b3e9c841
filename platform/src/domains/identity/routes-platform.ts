import type { Context } from 'hono';
import type { PlatformApp, PlatformContext, PlatformEnv } from '../../core/context';
import { parseJson } from '../../core/database';
import { localize, requestLanguage, type LocalizedText } from '../../core/localized';
import { ok } from '../../core/respond';
import { artworkUrl } from '../media/urls';
import { INTERFACE_LANGUAGES, MIN_SEARCH_CHARS, PARENTAL_DURATIONS_MINUTES, SEARCH_BOUNCING_INTERVAL_MS } from './constants';
import { DEMO_PROVIDER_ID, getProvider, providerCountry, providerJson, type ProviderRow } from './providers';
import { FOREIGN_COUNTRY, remoteIp } from './request';
import { getUser } from './users';

const NO_PROVIDER_TEXT = {
  title: { ru: 'Вход в сервис', en: 'Sign in', kk: 'Сервиске кіру', uz: 'Xizmatga kirish' },
  description: {
    ru: 'Провайдер не найден. Войдите по номеру телефона или обратитесь к своему оператору.',
    en: 'No provider was found. Sign in with your phone number or contact your operator.',
    kk: 'Провайдер табылмады. Телефон нөмірімен кіріңіз немесе операторға хабарласыңыз.',
    uz: 'Provayder topilmadi. Telefon raqami bilan kiring yoki operatoringizga murojaat qiling.',
  },
};

/** Display names of the languages the product carries (core-session-account.md section 1). */
const LANGUAGE_NAMES: Record<string, string> = {
  kk: 'Қазақша', ru: 'Русский', en: 'English', uz: "O'zbekcha", bg: 'Български', tg: 'Тоҷикӣ', ky: 'Кыргызча',
  ka: 'ქართული', lv: 'Latviešu', az: 'Azərbaycanca', ro: 'Română',
};
const AUDIO_LANGUAGES = ['ru', 'kk', 'en'] as const;

function durationName(minutes: number): LocalizedText {
  if (minutes < 60) return { ru: `${minutes} минут`, en: `${minutes} minutes`, kk: `${minutes} минут`, uz: `${minutes} daqiqa` };
  const hours = minutes / 60;
  const ru = hours === 1 ? 'час' : hours < 5 ? 'часа' : 'часов';
  return { ru: `${hours} ${ru}`, en: `${hours} ${hours === 1 ? 'hour' : 'hours'}`, kk: `${hours} сағат`, uz: `${hours} soat` };
}

/** The caller's provider: the user's own, else ?provider (id or shortname), else the demo provider. */
function networkProvider(c: Context<PlatformEnv>, ctx: PlatformContext): ProviderRow | undefined {
  const session = c.get('session');
  if (session) return getProvider(ctx, getUser(ctx, session.userId).provider_id);
  const requested = c.req.query('provider');
  return getProvider(ctx, requested || DEMO_PROVIDER_ID);
}

export function platformRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/users/self/network', (c) => {
    const language = requestLanguage(c);
    const provider = networkProvider(c, ctx);
    const country = c.get('forbiddenCountry')
      ? { code: FOREIGN_COUNTRY.code, name: FOREIGN_COUNTRY.name }
      : provider
        ? { code: providerCountry(provider).code, name: localize(providerCountry(provider).name, language) }
        : null;
    const lkLink = parseJson<{ label: LocalizedText; url: string } | null>(provider?.lk_link, null);
    const textUrl = (key: string) => `${ctx.config.publicUrl}/v2/texts/${key}?lang=${language}`;
    return ok(c, {
      id: provider?.id ?? null,
      provider: provider ? providerJson(provider, language, ctx.config.publicUrl) : null,
      country,
      remote: remoteIp(c),
      is_guest_allowed: provider ? provider.is_guest_allowed === 1 : false,
      auto_auth: provider?.auto_auth ?? null,
      promo_days: provider?.promo_days ?? 0,
      agreement: textUrl('agreement'),
      privacy: textUrl('privacy'),
      lk_link: lkLink ? { label: localize(lkLink.label, language), url: lkLink.url } : null,
      default: { title: localize(NO_PROVIDER_TEXT.title, language), description: localize(NO_PROVIDER_TEXT.description, language) },
    });
  });

  app.get('/v2/platform/configuration', (c) => {
    const language = requestLanguage(c);
    return ok(c, {
      parental_duration: PARENTAL_DURATIONS_MINUTES.map((minutes) => ({ name: localize(durationName(minutes), language), duration: minutes })),
      min_search_chars: MIN_SEARCH_CHARS,
      bouncing_interval: SEARCH_BOUNCING_INTERVAL_MS,
      catchup_blackout_mattress_screenshot_url: artworkUrl(ctx.config.publicUrl, 'wide', 'catchup-blackout'),
    });
  });

  app.get('/v2/platform/resources', (c) => {
    const languages = Object.entries(LANGUAGE_NAMES).map(([key, name], index) => ({
      key,
      name,
      interface: (INTERFACE_LANGUAGES as readonly string[]).includes(key),
      priority: index + 1,
    }));
    const audio = AUDIO_LANGUAGES.map((key, index) => ({ key, name: LANGUAGE_NAMES[key], priority: index + 1 }));
    return ok(c, { languages, audio_languages: audio, text_languages: audio });
  });

  app.get('/v2/ab_tests/tests', (c) => {
    const userId = c.get('session')?.userId ?? 0;
    const rows = ctx.db.prepare(`SELECT * FROM ab_tests ORDER BY id`).all() as { id: number; name: string; variants: string }[];
    return ok(
      c,
      rows.map((row) => {
        const variants = parseJson<string[]>(row.variants, []);
        return { id: row.id, name: row.name, variants, group: variants[(userId + row.id) % variants.length] ?? null };
      }),
    );
  });

  app.get('/v2/seo/masks', (c) => {
    const language = requestLanguage(c);
    const rows = ctx.db.prepare(`SELECT * FROM seo_masks ORDER BY id`).all() as { page: string; title: string; description: string }[];
    return ok(c, rows.map((row) => ({ page: row.page, title: localize(row.title, language), description: localize(row.description, language) })));
  });
}
