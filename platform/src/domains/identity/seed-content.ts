import type { PlatformContext } from '../../core/context';
import { localizedJson, type LocalizedText } from '../../core/localized';
import { MAIN_SURVEY_ID, POLL_SURVEY_ID, RATE_SURVEY_ID } from './constants';

const DAY_SECONDS = 86_400;

const AVATAR_CATEGORIES: { title: LocalizedText; count: number }[] = [
  { title: { ru: 'Классические', en: 'Classic', kk: 'Классикалық', uz: 'Klassik' }, count: 6 },
  { title: { ru: 'Животные', en: 'Animals', kk: 'Жануарлар', uz: 'Hayvonlar' }, count: 6 },
  { title: { ru: 'Для детей', en: 'For kids', kk: 'Балаларға', uz: 'Bolalar uchun' }, count: 6 },
];

/** Avatar ids run 1..18 across the categories; avatar 1 is every new profile's icon. */
function seedAvatars(ctx: PlatformContext) {
  const category = ctx.db.prepare(`INSERT INTO avatar_categories (id, title, sort) VALUES (?, ?, ?)`);
  const avatar = ctx.db.prepare(`INSERT INTO avatars (id, category_id, sort) VALUES (?, ?, ?)`);
  let avatarId = 1;
  AVATAR_CATEGORIES.forEach((entry, index) => {
    category.run(index + 1, localizedJson(entry.title), index);
    for (let sort = 0; sort < entry.count; sort += 1) avatar.run(avatarId++, index + 1, sort);
  });
}

const TEXTS: Record<string, LocalizedText> = {
  agreement: {
    ru: 'Пользовательское соглашение\n\n1. Сервис предоставляет доступ к телеканалам, архиву передач, фильмам и сериалам.\n2. Доступ к платному контенту открывается после оплаты подписки.\n3. Одновременно можно использовать не более 5 устройств.\n4. Пользователь обязуется не распространять контент третьим лицам.',
    en: 'User agreement\n\n1. The service gives access to TV channels, a catch-up archive, films and series.\n2. Paid content opens after a subscription is paid.\n3. At most 5 devices can be used.\n4. The user agrees not to share the content with third parties.',
    kk: 'Пайдаланушы келісімі\n\n1. Сервис телеарналарға, мұрағатқа, фильмдер мен сериалдарға қол жеткізуді береді.\n2. Ақылы контент жазылым төленгеннен кейін ашылады.\n3. Ең көбі 5 құрылғы қолдануға болады.\n4. Пайдаланушы контентті үшінші тұлғаларға таратпауға міндеттенеді.',
    uz: "Foydalanuvchi shartnomasi\n\n1. Xizmat telekanallar, arxiv, filmlar va seriallarga kirishni beradi.\n2. Pullik kontent obuna toʻlangandan keyin ochiladi.\n3. Koʻpi bilan 5 ta qurilmadan foydalanish mumkin.\n4. Foydalanuvchi kontentni uchinchi shaxslarga tarqatmaslikka rozi.",
  },
  privacy: {
    ru: 'Политика конфиденциальности\n\nМы храним номер телефона, адрес электронной почты и историю просмотров только для работы сервиса и не передаём их третьим лицам.',
    en: 'Privacy policy\n\nWe keep your phone number, e-mail address and viewing history only to run the service and never pass them to third parties.',
    kk: 'Құпиялылық саясаты\n\nБіз телефон нөміріңізді, электрондық поштаңызды және көру тарихыңызды тек сервис жұмысы үшін сақтаймыз және үшінші тұлғаларға бермейміз.',
    uz: "Maxfiylik siyosati\n\nTelefon raqamingiz, elektron pochtangiz va koʻrish tarixingizni faqat xizmat ishlashi uchun saqlaymiz va uchinchi shaxslarga bermaymiz.",
  },
  terms: {
    ru: 'Условия оплаты\n\nПодписка продлевается автоматически в конце периода. Отключить продление можно в личном кабинете.',
    en: 'Payment terms\n\nA subscription renews automatically at the end of its period. Renewal can be turned off in the account.',
    kk: 'Төлем шарттары\n\nЖазылым кезең соңында автоматты түрде ұзартылады. Ұзартуды жеке кабинетте өшіруге болады.',
    uz: "Toʻlov shartlari\n\nObuna davr oxirida avtomatik uzaytiriladi. Uzaytirishni shaxsiy kabinetda oʻchirish mumkin.",
  },
};

const FAQ: { question: LocalizedText; answer: LocalizedText }[] = [
  {
    question: { ru: 'Как войти в аккаунт?', en: 'How do I sign in?', kk: 'Аккаунтқа қалай кіремін?', uz: 'Hisobga qanday kiraman?' },
    answer: { ru: 'Введите номер телефона и код из SMS.', en: 'Enter your phone number and the code from the SMS.', kk: 'Телефон нөмірін және SMS кодын енгізіңіз.', uz: 'Telefon raqamingiz va SMS koddagi raqamni kiriting.' },
  },
  {
    question: { ru: 'Сколько устройств можно подключить?', en: 'How many devices can I use?', kk: 'Қанша құрылғы қосуға болады?', uz: 'Nechta qurilmani ulash mumkin?' },
    answer: { ru: 'До 5 устройств на один аккаунт.', en: 'Up to 5 devices per account.', kk: 'Бір аккаунтқа 5 құрылғыға дейін.', uz: 'Bitta hisobga 5 tagacha qurilma.' },
  },
  {
    question: { ru: 'Как установить PIN-код?', en: 'How do I set a PIN?', kk: 'PIN-кодты қалай орнатамын?', uz: 'PIN-kodni qanday oʻrnataman?' },
    answer: { ru: 'Откройте настройки, раздел «Родительский контроль».', en: 'Open the settings, section "Parental control".', kk: 'Баптауларды ашып, «Ата-ана бақылауы» бөлімін таңдаңыз.', uz: "Sozlamalarni oching, «Ota-ona nazorati» boʻlimi." },
  },
];

const NEWS: { title: LocalizedText; text: LocalizedText; ageDays: number }[] = [
  {
    title: { ru: 'Новые спортивные каналы', en: 'New sports channels', kk: 'Жаңа спорт арналары', uz: 'Yangi sport kanallari' },
    text: { ru: 'В пакете «Спорт» появились три новых канала.', en: 'Three new channels joined the Sport packet.', kk: '«Спорт» пакетіне үш жаңа арна қосылды.', uz: "«Sport» paketiga uchta yangi kanal qoʻshildi." },
    ageDays: 1,
  },
  {
    title: { ru: 'Архив стал длиннее', en: 'A longer archive', kk: 'Мұрағат ұзарды', uz: 'Arxiv uzaydi' },
    text: { ru: 'Теперь передачи доступны в архиве 7 дней.', en: 'Shows now stay in the archive for 7 days.', kk: 'Енді бағдарламалар мұрағатта 7 күн сақталады.', uz: 'Endi koʻrsatuvlar arxivda 7 kun saqlanadi.' },
    ageDays: 5,
  },
];

const SURVEY = {
  question: { ru: 'Почему вы отключили подписку?', en: 'Why did you cancel the subscription?', kk: 'Неге жазылымды өшірдіңіз?', uz: 'Nega obunani bekor qildingiz?' },
  description: { ru: 'Ответ поможет нам стать лучше.', en: 'Your answer helps us improve.', kk: 'Жауабыңыз бізге жақсаруға көмектеседі.', uz: 'Javobingiz yaxshilanishimizga yordam beradi.' },
  answers: [
    { ru: 'Слишком дорого', en: 'Too expensive', kk: 'Тым қымбат', uz: 'Juda qimmat' },
    { ru: 'Мало интересного контента', en: 'Not enough interesting content', kk: 'Қызықты контент аз', uz: 'Qiziqarli kontent kam' },
    { ru: 'Проблемы с качеством видео', en: 'Video quality problems', kk: 'Бейне сапасында ақаулар', uz: 'Video sifati bilan muammolar' },
  ] as LocalizedText[],
};

const POLL = {
  question: { ru: 'Чего вам хочется больше?', en: 'What would you like more of?', kk: 'Сізге не көбірек ұнайды?', uz: "Sizga nima ko'proq yoqadi?" },
  description: { ru: 'Выберите один или несколько вариантов.', en: 'Choose one or more.', kk: 'Бір немесе бірнеше нұсқаны таңдаңыз.', uz: 'Bir yoki bir nechtasini tanlang.' },
  answers: [
    { ru: 'Фильмы', en: 'Films', kk: 'Фильмдер', uz: 'Filmlar' },
    { ru: 'Сериалы', en: 'Series', kk: 'Сериалдар', uz: 'Seriallar' },
    { ru: 'Спорт', en: 'Sport', kk: 'Спорт', uz: 'Sport' },
    { ru: 'Детские каналы', en: "Children's channels", kk: 'Балалар арналары', uz: 'Bolalar kanallari' },
  ] as LocalizedText[],
};

const RATE = {
  question: { ru: 'Как вам Демо ТВ?', en: 'How do you like Demo TV?', kk: 'Демо ТВ сізге ұнай ма?', uz: 'Demo TV sizga yoqdimi?' },
  description: { ru: 'Оцените сервис: это займёт секунду.', en: 'Rate the service: it takes a second.', kk: 'Қызметті бағалаңыз: бір сәт қана.', uz: 'Xizmatni baholang: bir soniya oladi.' },
  answers: [
    { ru: 'Отлично', en: 'Excellent', kk: 'Өте жақсы', uz: "A'lo" },
    { ru: 'Хорошо', en: 'Good', kk: 'Жақсы', uz: 'Yaxshi' },
    { ru: 'Так себе', en: 'So-so', kk: 'Орташа', uz: "O'rtacha" },
    { ru: 'Плохо', en: 'Poor', kk: 'Нашар', uz: 'Yomon' },
  ] as LocalizedText[],
};

const SEO_MASKS: { page: string; title: LocalizedText; description: LocalizedText }[] = [
  { page: 'content', title: { ru: '{title} — смотреть онлайн', en: '{title} — watch online', kk: '{title} — онлайн көру', uz: '{title} — onlayn tomosha qilish' }, description: { ru: '{title}: смотрите онлайн в хорошем качестве.', en: '{title}: watch online in good quality.', kk: '{title}: жақсы сапада онлайн көріңіз.', uz: '{title}: yaxshi sifatda onlayn tomosha qiling.' } },
  { page: 'channel', title: { ru: '{title} — прямой эфир', en: '{title} — live', kk: '{title} — тікелей эфир', uz: "{title} — jonli efir" }, description: { ru: 'Телеканал {title}: прямой эфир и архив передач.', en: '{title} channel: live and catch-up.', kk: '{title} арнасы: тікелей эфир және мұрағат.', uz: '{title} kanali: jonli efir va arxiv.' } },
  { page: 'person', title: { ru: '{title} — фильмы и сериалы', en: '{title} — films and series', kk: '{title} — фильмдер мен сериалдар', uz: '{title} — filmlar va seriallar' }, description: { ru: 'Фильмы и сериалы с участием {title}.', en: 'Films and series with {title}.', kk: '{title} қатысқан фильмдер мен сериалдар.', uz: '{title} ishtirokidagi filmlar va seriallar.' } },
];

export function seedContent(ctx: PlatformContext) {
  seedAvatars(ctx);
  const now = Math.floor(ctx.now() / 1000);
  const text = ctx.db.prepare(`INSERT INTO texts (key, body) VALUES (?, ?)`);
  for (const [key, body] of Object.entries(TEXTS)) text.run(key, localizedJson(body));
  const faq = ctx.db.prepare(`INSERT INTO faq (id, question, answer, sort) VALUES (?, ?, ?, ?)`);
  FAQ.forEach((item, index) => faq.run(index + 1, localizedJson(item.question), localizedJson(item.answer), index));
  const news = ctx.db.prepare(`INSERT INTO news (id, title, text, published_at) VALUES (?, ?, ?, ?)`);
  NEWS.forEach((item, index) => news.run(index + 1, localizedJson(item.title), localizedJson(item.text), now - item.ageDays * DAY_SECONDS));
  ctx.db
    .prepare(`INSERT INTO survey_questions (id, question, description, allow_user_answer) VALUES (?, ?, ?, 1)`)
    .run(MAIN_SURVEY_ID, localizedJson(SURVEY.question), localizedJson(SURVEY.description));
  const option = ctx.db.prepare(`INSERT INTO survey_options (id, question_id, text, sort) VALUES (?, ?, ?, ?)`);
  SURVEY.answers.forEach((answer, index) => option.run(index + 1, MAIN_SURVEY_ID, localizedJson(answer), index));
  ctx.db
    .prepare(`INSERT INTO survey_questions (id, question, description, allow_user_answer) VALUES (?, ?, ?, 0)`)
    .run(POLL_SURVEY_ID, localizedJson(POLL.question), localizedJson(POLL.description));
  POLL.answers.forEach((answer, index) => option.run(SURVEY.answers.length + index + 1, POLL_SURVEY_ID, localizedJson(answer), index));
  ctx.db
    .prepare(`INSERT INTO survey_questions (id, question, description, allow_user_answer) VALUES (?, ?, ?, 1)`)
    .run(RATE_SURVEY_ID, localizedJson(RATE.question), localizedJson(RATE.description));
  const rateFirstId = SURVEY.answers.length + POLL.answers.length + 1;
  RATE.answers.forEach((answer, index) => option.run(rateFirstId + index, RATE_SURVEY_ID, localizedJson(answer), index));
  const abTest = ctx.db.prepare(`INSERT INTO ab_tests (id, name, variants) VALUES (?, ?, ?)`);
  abTest.run(1, 'register_prompt_text', JSON.stringify(['a', 'b']));
  abTest.run(2, 'start_page_rows', JSON.stringify(['default', 'compact']));
  const mask = ctx.db.prepare(`INSERT INTO seo_masks (page, title, description) VALUES (?, ?, ?)`);
  for (const item of SEO_MASKS) mask.run(item.page, localizedJson(item.title), localizedJson(item.description));
}
