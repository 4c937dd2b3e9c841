import { localize, type DataLanguage, type LocalizedText } from '../../core/localized';

/** Payform shortnames (catalogue-vod-billing.md section 3, "Pay system"). */
export type Payform =
  'short_url' | 'linkedcard' | 'phone_sms' | 'qrcode' | 'qrcode_png' | 'provider_account' | 'ext_app' | 'info';

export interface PaySystem {
  id: number;
  shortname: string;
  payform: Payform;
  name: LocalizedText;
  description: LocalizedText;
  buttonText: LocalizedText;
  howToUse: LocalizedText;
  /** Extra data the client reads for this pay system (iframe mode, QR brand, app link). */
  data: Record<string, unknown>;
  skipParentalControl?: boolean;
}

const t = (ru: string, en: string, kk: string, uz: string): LocalizedText => ({ ru, en, kk, uz });
const PAY = t('Оплатить', 'Pay', 'Төлеу', 'To‘lash');

/** One demo pay system per payform, plus the iframe card and the Kaspi QR variants. */
export const PAY_SYSTEMS: PaySystem[] = [
  {
    id: 1,
    shortname: 'card',
    payform: 'short_url',
    name: t('Банковская карта', 'Bank card', 'Банк картасы', 'Bank kartasi'),
    description: t(
      'Оплата на странице банка',
      'Pay on the bank’s page',
      'Банк бетінде төлеу',
      'Bank sahifasida to‘lash',
    ),
    buttonText: PAY,
    howToUse: t(
      'Вы перейдёте на страницу оплаты.',
      'You will be taken to the payment page.',
      'Төлем бетіне өтесіз.',
      'To‘lov sahifasiga o‘tasiz.',
    ),
    data: { mode: 'redirect' },
  },
  {
    id: 2,
    shortname: 'card_iframe',
    payform: 'short_url',
    name: t('Карта (в окне)', 'Card (in a window)', 'Карта (терезеде)', 'Karta (oynada)'),
    description: t(
      'Оплата картой без перехода',
      'Card payment without leaving',
      'Өтпей картамен төлеу',
      'Chiqmasdan karta bilan to‘lash',
    ),
    buttonText: PAY,
    howToUse: t(
      'Введите данные карты в окне.',
      'Enter the card details in the window.',
      'Карта деректерін терезеге енгізіңіз.',
      'Karta maʼlumotlarini oynaga kiriting.',
    ),
    data: { mode: 'iframe' },
  },
  {
    id: 3,
    shortname: 'linkedcard',
    payform: 'linkedcard',
    name: t('Привязанная карта', 'Linked card', 'Байланған карта', 'Bog‘langan karta'),
    description: t(
      'Списание с сохранённой карты',
      'Charge the saved card',
      'Сақталған картадан есептен шығару',
      'Saqlangan kartadan yechish',
    ),
    buttonText: PAY,
    howToUse: t(
      'Деньги спишутся с основной карты.',
      'The primary card is charged.',
      'Негізгі картадан алынады.',
      'Asosiy kartadan yechiladi.',
    ),
    data: {},
  },
  {
    id: 4,
    shortname: 'phone',
    payform: 'phone_sms',
    name: t('Со счёта телефона', 'From the phone balance', 'Телефон шотынан', 'Telefon hisobidan'),
    description: t('Подтверждение по SMS', 'Confirmed by SMS', 'SMS арқылы растау', 'SMS orqali tasdiqlash'),
    buttonText: t('Получить код', 'Get the code', 'Кодты алу', 'Kodni olish'),
    howToUse: t('Введите код из SMS.', 'Enter the code from the SMS.', 'SMS кодын енгізіңіз.', 'SMS kodini kiriting.'),
    data: {},
  },
  {
    id: 5,
    shortname: 'qr',
    payform: 'qrcode',
    name: t('QR-код', 'QR code', 'QR-код', 'QR-kod'),
    description: t(
      'Сканируйте камерой телефона',
      'Scan with the phone camera',
      'Телефон камерасымен сканерлеңіз',
      'Telefon kamerasi bilan skanerlang',
    ),
    buttonText: t('Показать QR', 'Show QR', 'QR көрсету', 'QR ko‘rsatish'),
    howToUse: t(
      'Откройте камеру и наведите на код.',
      'Open the camera and point it at the code.',
      'Камераны ашып, кодқа бағыттаңыз.',
      'Kamerani oching va kodga qarating.',
    ),
    data: { format: 'svg' },
  },
  {
    id: 6,
    shortname: 'qr_png',
    payform: 'qrcode_png',
    name: t('QR-код (картинка)', 'QR code (image)', 'QR-код (сурет)', 'QR-kod (rasm)'),
    description: t(
      'QR-код ссылкой на изображение',
      'QR code as an image link',
      'Сурет сілтемесі ретінде QR-код',
      'Rasm havolasi sifatida QR-kod',
    ),
    buttonText: t('Показать QR', 'Show QR', 'QR көрсету', 'QR ko‘rsatish'),
    howToUse: t(
      'Сканируйте код приложением банка.',
      'Scan the code with your bank app.',
      'Кодты банк қосымшасымен сканерлеңіз.',
      'Kodni bank ilovasi bilan skanerlang.',
    ),
    data: { format: 'url' },
  },
  {
    id: 7,
    shortname: 'kaspi',
    payform: 'qrcode',
    name: t('Kaspi QR', 'Kaspi QR', 'Kaspi QR', 'Kaspi QR'),
    description: t(
      'Оплата в приложении Kaspi.kz',
      'Pay in the Kaspi.kz app',
      'Kaspi.kz қосымшасында төлеу',
      'Kaspi.kz ilovasida to‘lash',
    ),
    buttonText: t('Показать QR', 'Show QR', 'QR көрсету', 'QR ko‘rsatish'),
    howToUse: t(
      'Откройте Kaspi.kz и отсканируйте код.',
      'Open Kaspi.kz and scan the code.',
      'Kaspi.kz ашып, кодты сканерлеңіз.',
      'Kaspi.kz ni oching va kodni skanerlang.',
    ),
    data: { format: 'svg', brand: 'kaspi' },
  },
  {
    id: 8,
    shortname: 'provider_account',
    payform: 'provider_account',
    name: t('Лицевой счёт провайдера', 'Provider account', 'Провайдердің дербес шоты', 'Provayder hisobi'),
    description: t(
      'Списание со счёта за интернет',
      'Charged to the internet bill',
      'Интернет шотынан алынады',
      'Internet hisobidan yechiladi',
    ),
    buttonText: PAY,
    howToUse: t(
      'Сумма появится в счёте провайдера.',
      'The amount appears on the provider’s bill.',
      'Сома провайдер шотында көрсетіледі.',
      'Summa provayder hisobida ko‘rinadi.',
    ),
    data: {},
    skipParentalControl: true,
  },
  {
    id: 9,
    shortname: 'wallet_app',
    payform: 'ext_app',
    name: t('Приложение-кошелёк', 'Wallet app', 'Әмиян қосымшасы', 'Hamyon ilovasi'),
    description: t(
      'Оплата во внешнем приложении',
      'Pay in an external app',
      'Сыртқы қосымшада төлеу',
      'Tashqi ilovada to‘lash',
    ),
    buttonText: t('Открыть приложение', 'Open the app', 'Қосымшаны ашу', 'Ilovani ochish'),
    howToUse: t(
      'Подтвердите платёж в приложении.',
      'Confirm the payment in the app.',
      'Төлемді қосымшада растаңыз.',
      'To‘lovni ilovada tasdiqlang.',
    ),
    data: {},
  },
  {
    id: 10,
    shortname: 'office',
    payform: 'info',
    name: t('В офисе продаж', 'At a sales office', 'Сату кеңсесінде', 'Savdo ofisida'),
    description: t(
      'Наличными или картой в офисе',
      'Cash or card at an office',
      'Кеңседе қолма-қол не картамен',
      'Ofisda naqd yoki karta bilan',
    ),
    buttonText: t('Понятно', 'Got it', 'Түсінікті', 'Tushunarli'),
    howToUse: t(
      'Назовите номер договора в любом офисе продаж.',
      'Give your contract number at any sales office.',
      'Кез келген сату кеңсесінде шарт нөмірін айтыңыз.',
      'Istalgan savdo ofisida shartnoma raqamini ayting.',
    ),
    data: {},
  },
];

export function findPaySystem(shortname: unknown): PaySystem | undefined {
  return PAY_SYSTEMS.find((system) => system.shortname === shortname);
}

/** Pay system (section 3) as the client reads it; `payforms[].params.paysystem_shortname` names this system. */
export function paySystemJson(system: PaySystem, language: DataLanguage) {
  const name = localize(system.name, language);
  return {
    id: system.id,
    name,
    title: name,
    shortname: system.shortname,
    payform_shortname: system.payform,
    description: localize(system.description, language),
    button_text: localize(system.buttonText, language),
    how_to_use: localize(system.howToUse, language),
    how_to_use_packet: localize(system.howToUse, language),
    data: system.data,
    skip_parental_control: system.skipParentalControl === true,
    payforms: [{ shortname: system.payform, params: { paysystem_shortname: system.shortname } }],
  };
}
