import type { PlatformContext } from '../../core/context';
import { localize, localizedJson, type DataLanguage, type LocalizedText } from '../../core/localized';

export interface MessageRow {
  id: number;
  user_id: number;
  title: string;
  text: string;
  is_read: number;
  removed: number;
  created_at: number;
}

const WELCOME_MESSAGES: { title: LocalizedText; text: LocalizedText }[] = [
  {
    title: { ru: 'Добро пожаловать!', en: 'Welcome!', kk: 'Қош келдіңіз!', uz: 'Xush kelibsiz!' },
    text: {
      ru: 'Спасибо за регистрацию. Смотрите телеканалы, фильмы и сериалы на любом устройстве.',
      en: 'Thank you for signing up. Watch TV channels, films and series on any device.',
      kk: 'Тіркелгеніңіз үшін рахмет. Телеарналарды, фильмдер мен сериалдарды кез келген құрылғыда көріңіз.',
      uz: "Roʻyxatdan oʻtganingiz uchun rahmat. Telekanallar, filmlar va seriallarni istalgan qurilmada tomosha qiling.",
    },
  },
  {
    title: { ru: 'Архив передач', en: 'Catch-up archive', kk: 'Бағдарламалар мұрағаты', uz: 'Koʻrsatuvlar arxivi' },
    text: {
      ru: 'Пропустили передачу? Откройте программу канала и смотрите её из архива.',
      en: 'Missed a show? Open the channel guide and watch it from the archive.',
      kk: 'Бағдарламаны өткізіп алдыңыз ба? Арна бағдарламасын ашып, мұрағаттан көріңіз.',
      uz: "Koʻrsatuvni oʻtkazib yubordingizmi? Kanal dasturini oching va arxivdan tomosha qiling.",
    },
  },
  {
    title: { ru: 'Родительский контроль', en: 'Parental control', kk: 'Ата-ана бақылауы', uz: 'Ota-ona nazorati' },
    text: {
      ru: 'Создайте детский профиль и установите PIN-код в настройках.',
      en: 'Create a kids profile and set a PIN in the settings.',
      kk: 'Балалар профилін жасап, баптауларда PIN-код орнатыңыз.',
      uz: 'Bolalar profilini yarating va sozlamalarda PIN-kod oʻrnating.',
    },
  },
];

/** Every new member starts with three localized messages, oldest first. */
export function seedWelcomeMessages(ctx: PlatformContext, userId: number) {
  const insert = ctx.db.prepare(`INSERT INTO messages (user_id, title, text, created_at) VALUES (?, ?, ?, ?)`);
  const createdAt = Math.floor(ctx.now() / 1000);
  for (const message of WELCOME_MESSAGES) {
    insert.run(userId, localizedJson(message.title), localizedJson(message.text), createdAt);
  }
}

export function messageJson(row: MessageRow, language: DataLanguage) {
  return {
    id: row.id,
    title: localize(row.title, language),
    text: localize(row.text, language),
    created_at: new Date(row.created_at * 1000).toISOString(),
    removed: row.removed === 1,
    is_read: row.is_read === 1,
  };
}
