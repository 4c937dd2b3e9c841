import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES, type Locale } from './locales';

type Tree = { [key: string]: string | Tree };

const catalogue = (locale: Locale): Tree =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'messages', `${locale}.json`), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name, value);
    else for (const [inner, text] of flatten(value, name)) entries.set(inner, text);
  }
  return entries;
}

const flat = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(catalogue(locale))])) as Record<Locale, Map<string, string>>;
const allKeys = [...new Set(LOCALES.flatMap((locale) => [...flat[locale].keys()]))].sort();

describe('message catalogues', () => {
  it.each(LOCALES)('%s has every key that any locale has', (locale) => {
    const missing = allKeys.filter((key) => !flat[locale].has(key));
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('%s messages are valid ICU and not left empty', (locale) => {
    const broken: string[] = [];
    for (const [key, text] of flat[locale]) {
      try {
        new IntlMessageFormat(text, locale);
        if (!text.trim()) broken.push(`${key}: empty`);
      } catch (error) {
        broken.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('plural forms follow each language', () => {
  const format = (locale: Locale, key: string, count: number) =>
    new IntlMessageFormat(flat[locale].get(key)!, locale).format({ count }) as string;

  it('uses Slavic plurals for days in Russian', () => {
    expect([1, 2, 5, 11, 21, 22, 25].map((count) => format('ru', 'common.days', count))).toEqual([
      '1 день',
      '2 дня',
      '5 дней',
      '11 дней',
      '21 день',
      '22 дня',
      '25 дней',
    ]);
  });

  it('uses Slavic plurals for minutes in Russian', () => {
    expect([1, 3, 7, 31].map((count) => format('ru', 'common.minutes', count))).toEqual([
      '1 минута',
      '3 минуты',
      '7 минут',
      '31 минута',
    ]);
  });

  it('uses one/other in English', () => {
    expect(format('en', 'common.days', 1)).toBe('1 day');
    expect(format('en', 'common.days', 30)).toBe('30 days');
  });
});
