import type { PlatformContext } from '../../core/context';
import { localizedJson } from '../../core/localized';
import { ALMA_PROVIDER_ID, DEMO_PROVIDER_ID } from './providers';

const KZT = { UTF_NAME: '₸', ASCII_NAME: 'KZT', ISO_CODE: 'KZT', FORMAT: '{amount} {symbol}' };
const KAZAKHSTAN = { code: 'KZ', name: { ru: 'Казахстан', en: 'Kazakhstan', kk: 'Қазақстан', uz: 'Qozogʻiston' } };

/** No logo stored: the demo art is built on the platform's public origin when answered (providerLogoUrl). */
function landing(title: Record<string, string>) {
  return {
    title,
    description: {
      ru: 'Более 150 телеканалов, архив передач за 7 дней, фильмы и сериалы.',
      en: 'Over 150 TV channels, a 7-day catch-up archive, films and series.',
      kk: '150-ден астам телеарна, 7 күндік мұрағат, фильмдер мен сериалдар.',
      uz: "150 dan ortiq telekanal, 7 kunlik arxiv, filmlar va seriallar.",
    },
    features: [
      {
        title: { ru: 'Архив передач', en: 'Catch-up archive', kk: 'Бағдарламалар мұрағаты', uz: 'Koʻrsatuvlar arxivi' },
        text: { ru: 'Смотрите пропущенное за последние 7 дней.', en: 'Watch what you missed in the last 7 days.', kk: 'Соңғы 7 күндегі өткізіп алғанды көріңіз.', uz: "Oxirgi 7 kunda o'tkazib yuborilganlarni tomosha qiling." },
      },
      {
        title: { ru: 'До 5 устройств', en: 'Up to 5 devices', kk: '5 құрылғыға дейін', uz: '5 tagacha qurilma' },
        text: { ru: 'Телевизор, компьютер, телефон и планшет.', en: 'TV, computer, phone and tablet.', kk: 'Теледидар, компьютер, телефон және планшет.', uz: 'Televizor, kompyuter, telefon va planshet.' },
      },
      {
        title: { ru: 'Детский профиль', en: 'Kids profile', kk: 'Балалар профилі', uz: 'Bolalar profili' },
        text: { ru: 'Только детские каналы и мультфильмы.', en: 'Only kids channels and cartoons.', kk: 'Тек балалар арналары мен мультфильмдер.', uz: 'Faqat bolalar kanallari va multfilmlar.' },
      },
    ],
    devices: ['smart_tv', 'android_tv', 'apple_tv', 'web', 'ios', 'android'],
    contacts: {
      phone: '+7 (700) 000-00-00',
      email: 'support@demo-tv.example',
      address: { ru: 'Алматы, пр. Абая 1', en: '1 Abay Ave, Almaty', kk: 'Алматы, Абай даңғылы 1', uz: 'Olmaota, Abay shoh koʻchasi 1' },
    },
  };
}

/** The demo provider (id 1, 'demo') and the regional partner (id 2, 'alma') of the /v2/mw flows. */
export function seedProviders(ctx: PlatformContext) {
  const insert = ctx.db.prepare(
    `INSERT INTO providers (id, shortname, name, language, currency, support, landing, country, phone_mask, phone_masks, otp_length,
       is_allow_additional_packets_without_base, promo_days, is_ott, is_guest_allowed, auto_auth, lk_link,
       regform_btn_url, regform_btn_caption)
     VALUES (@id, @shortname, @name, @language, @currency, @support, @landing, @country, @phone_mask, @phone_masks, @otp_length,
       @is_allow_additional_packets_without_base, @promo_days, @is_ott, @is_guest_allowed, @auto_auth, @lk_link,
       @regform_btn_url, @regform_btn_caption)`,
  );
  insert.run({
    id: DEMO_PROVIDER_ID,
    shortname: 'demo',
    name: localizedJson({ ru: 'Демо ТВ', en: 'Demo TV', kk: 'Демо ТВ', uz: 'Demo TV' }),
    language: 'ru',
    currency: JSON.stringify(KZT),
    /** The web app's own FAQ page is the support link of the demo provider. */
    support: JSON.stringify({ email: 'support@demo-tv.example', phone: '+77000000000', url: '/faq' }),
    landing: JSON.stringify(landing({ ru: 'Демо ТВ: телевидение без антенны', en: 'Demo TV: television without an aerial', kk: 'Демо ТВ: антеннасыз теледидар', uz: 'Demo TV: antennasiz televideniye' })),
    country: JSON.stringify(KAZAKHSTAN),
    phone_mask: '+7 (###) ###-##-##',
    phone_masks: null,
    otp_length: 4,
    is_allow_additional_packets_without_base: 0,
    promo_days: 7,
    is_ott: 1,
    is_guest_allowed: 1,
    auto_auth: null,
    lk_link: null,
    regform_btn_url: null,
    regform_btn_caption: null,
  });
  insert.run({
    id: ALMA_PROVIDER_ID,
    shortname: 'alma',
    name: localizedJson({ ru: 'Алма ТВ', en: 'Alma TV', kk: 'Алма ТВ', uz: 'Alma TV' }),
    language: 'ru',
    currency: JSON.stringify(KZT),
    support: JSON.stringify({ email: 'help@alma-tv.example', phone: '+77270000000', url: 'https://alma-tv.example/help' }),
    landing: JSON.stringify(landing({ ru: 'Алма ТВ в вашем городе', en: 'Alma TV in your city', kk: 'Алма ТВ сіздің қалаңызда', uz: 'Alma TV shahringizda' })),
    country: JSON.stringify(KAZAKHSTAN),
    phone_mask: '+7 (###) ###-##-##',
    /** Section 5: the address variant's numbers not starting with 7 have 9 digits and 8-digit codes. */
    phone_masks: JSON.stringify([{ mask: '(##) ###-##-##', otp_length: 8 }]),
    otp_length: 4,
    is_allow_additional_packets_without_base: 1,
    promo_days: 0,
    is_ott: 0,
    is_guest_allowed: 0,
    auto_auth: null,
    lk_link: JSON.stringify({ label: { ru: 'Личный кабинет Алма', en: 'Alma account', kk: 'Алма жеке кабинеті', uz: 'Alma shaxsiy kabineti' }, url: 'https://alma-tv.example/lk' }),
    regform_btn_url: 'https://alma-tv.example/connect',
    regform_btn_caption: localizedJson({ ru: 'Подключить', en: 'Connect', kk: 'Қосылу', uz: 'Ulanish' }),
  });
}
