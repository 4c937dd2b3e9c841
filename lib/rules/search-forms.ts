/**
 * Channel search by name in original, transliterated and reverse-keyboard-layout forms,
 * case-insensitive (live-channels.md sections 2 and 5, catalogue-vod-billing.md section 5).
 *
 * Both the name and the typed text are reduced to one Latin "skeleton" so that spelling
 * variants of the same sound meet (Первый / pervyi / pervyy, Казахстан / Qazaqstan).
 */

// prettier-ignore
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  // Kazakh letters.
  ә: 'a', ғ: 'g', қ: 'q', ң: 'n', ө: 'o', ұ: 'u', ү: 'u', һ: 'h', і: 'i',
  // Uzbek letters (қ, ғ shared with Kazakh).
  ў: "o'", ҳ: 'h',
};

/** Latin to Cyrillic, longest sequence first; Uzbek Latin oʻ/gʻ and Kazakh Latin letters included. */
// prettier-ignore
const LATIN_TO_CYRILLIC: ReadonlyArray<readonly [string, string]> = [
  ['shch', 'щ'], ['sch', 'щ'], ["o'", 'ў'], ["g'", 'ғ'], ['zh', 'ж'], ['kh', 'х'], ['ts', 'ц'],
  ['ch', 'ч'], ['sh', 'ш'], ['yu', 'ю'], ['ya', 'я'], ['yo', 'ё'], ['ye', 'е'],
  ['a', 'а'], ['b', 'б'], ['c', 'ц'], ['d', 'д'], ['e', 'е'], ['f', 'ф'], ['g', 'г'], ['h', 'х'],
  ['i', 'и'], ['j', 'й'], ['k', 'к'], ['l', 'л'], ['m', 'м'], ['n', 'н'], ['o', 'о'], ['p', 'п'],
  ['q', 'қ'], ['r', 'р'], ['s', 'с'], ['t', 'т'], ['u', 'у'], ['v', 'в'], ['w', 'в'], ['x', 'кс'],
  ['y', 'ы'], ['z', 'з'], ['ä', 'ә'], ['ğ', 'ғ'], ['ñ', 'ң'], ['ö', 'ө'], ['ū', 'ұ'], ['ü', 'ү'],
  ['ı', 'ы'], ['ş', 'ш'], ['ç', 'ч'],
];

/** Same keys on a ЙЦУКЕН and a QWERTY keyboard. */
const QWERTY = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const JCUKEN = 'ёйцукенгшщзхъфывапролджэячсмитьбю';
const LAYOUT_SWAP: ReadonlyMap<string, string> = new Map([
  ...[...QWERTY].map((key, index) => [key, JCUKEN[index]] as [string, string]),
  ...[...JCUKEN].map((key, index) => [key, QWERTY[index]] as [string, string]),
]);

/** Apostrophe-like marks Uzbek Latin writes in oʻ and gʻ. */
const APOSTROPHES = /[ʻʼ’‘`´]/g;

function normalize(text: string): string {
  return text.toLowerCase().replace(APOSTROPHES, "'");
}

/** Cyrillic (Russian, Kazakh, Uzbek) to Latin; other characters are kept. */
export function toLatin(text: string): string {
  return [...normalize(text)].map((char) => CYRILLIC_TO_LATIN[char] ?? char).join('');
}

/** Latin (including Kazakh and Uzbek Latin letters) to Cyrillic; other characters are kept. */
export function toCyrillic(text: string): string {
  const source = normalize(text);
  let out = '';
  for (let index = 0; index < source.length;) {
    const match = LATIN_TO_CYRILLIC.find(([latin]) => source.startsWith(latin, index));
    if (match) {
      out += match[1];
      index += match[0].length;
    } else {
      out += source[index];
      index += 1;
    }
  }
  return out;
}

/** Retypes text as if it had been typed with the other keyboard layout (both directions). */
export function swapKeyboardLayout(text: string): string {
  return [...text.toLowerCase()].map((char) => LAYOUT_SWAP.get(char) ?? char).join('');
}

/** How a Latin x is read: "ks" in English names (Fox), "h" in Uzbek Latin (Xorazm). */
const X_READINGS = ['ks', 'h'] as const;

/** A vowel followed by i, y or j that does not start a new syllable: the sound of й. */
const SHORT_I_AFTER_VOWEL = /([aeiouy])[ijy](?![aeiouy])/g;

/**
 * One Latin spelling per sound: diacritics dropped, then variants folded (kh/h, zh/j, ts/c,
 * q/k, w/v, runs of i and y), so both sides of a comparison agree. One skeleton per reading of x.
 */
export function searchSkeletons(text: string): string[] {
  const folded = toLatin(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/'/g, '');
  const skeletons = X_READINGS.map((reading) =>
    folded
      // й after a vowel is written i, y or j (Ночной: nochnoi, nochnoy, nochnoj); zh has not become j yet.
      .replace(SHORT_I_AFTER_VOWEL, '$1y')
      .replace(/x/g, reading)
      .replace(/kh/g, 'h')
      .replace(/zh/g, 'j')
      .replace(/shch|sch/g, 'sh')
      .replace(/ts/g, 'c')
      .replace(/q/g, 'k')
      .replace(/w/g, 'v')
      .replace(/[iy]{2,}/g, 'y')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return [...new Set(skeletons)];
}

/** Every form a typed query is tried in: as typed, transliterated both ways, and retyped in the other layout. */
export function searchForms(query: string): string[] {
  const typed = query.trim().toLowerCase();
  if (!typed) return [];
  const swapped = swapKeyboardLayout(typed);
  const forms = [typed, toLatin(typed), toCyrillic(typed), swapped, toLatin(swapped), toCyrillic(swapped)];
  return [...new Set(forms.filter((form) => form.trim().length > 0))];
}

/** True when the name contains the query in any of its forms; an empty query matches everything. */
export function matchesName(name: string, query: string): boolean {
  const forms = searchForms(query);
  if (forms.length === 0) return true;
  const lowerName = name.toLowerCase();
  const nameSkeletons = searchSkeletons(name);
  return forms.some((form) => {
    if (lowerName.includes(form)) return true;
    return searchSkeletons(form).some(
      (formSkeleton) =>
        formSkeleton.length > 0 && nameSkeletons.some((nameSkeleton) => nameSkeleton.includes(formSkeleton)),
    );
  });
}

/** Keeps the items whose name matches, in their original order. */
export function filterByName<T>(items: readonly T[], query: string, nameOf: (item: T) => string): T[] {
  return items.filter((item) => matchesName(nameOf(item), query));
}
