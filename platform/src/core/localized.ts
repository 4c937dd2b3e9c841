import type { Context } from 'hono';

/** Languages the demo data is written in; other interface languages read the Russian text. */
export const DATA_LANGUAGES = ['ru', 'en', 'kk', 'uz'] as const;
export type DataLanguage = (typeof DATA_LANGUAGES)[number];
export type LocalizedText = Partial<Record<DataLanguage, string>> & { ru: string };

const FALLBACK: DataLanguage = 'ru';

/** The caller's data language from Accept-Language (the client sends its interface language there). */
export function requestLanguage(c: Context): DataLanguage {
  const header = (c.req.header('accept-language') ?? '').toLowerCase();
  for (const part of header.split(',')) {
    const tag = part.trim().split(';')[0].split('-')[0];
    const code = tag === 'kz' ? 'kk' : tag;
    if ((DATA_LANGUAGES as readonly string[]).includes(code)) return code as DataLanguage;
  }
  return FALLBACK;
}

/** Picks one language from a stored JSON text (`{"ru": "...", "en": "..."}`) or passes plain strings through. */
export function localize(value: string | LocalizedText | null | undefined, language: DataLanguage): string {
  if (value == null) return '';
  let text: LocalizedText | string = value;
  if (typeof value === 'string') {
    if (!value.startsWith('{')) return value;
    try {
      text = JSON.parse(value) as LocalizedText;
    } catch {
      return value;
    }
  }
  if (typeof text === 'string') return text;
  return text[language] ?? text[FALLBACK] ?? '';
}

export const localizedJson = (text: LocalizedText) => JSON.stringify(text);
