import { filterByName, matchesName, searchForms, swapKeyboardLayout, toCyrillic, toLatin } from './search-forms';

describe('transliteration', () => {
  it('turns Russian, Kazakh and Uzbek Cyrillic into Latin', () => {
    expect(toLatin('Канал')).toBe('kanal');
    expect(toLatin('Щука Жук')).toBe('shchuka zhuk');
    expect(toLatin('Қазақстан')).toBe('qazaqstan');
    expect(toLatin('Әлем Ұлы Өнер Үй Іңкәр Һ')).toBe('alem uly oner uy inkar h');
    expect(toLatin('Ўзбекистон Ҳаёт')).toBe("o'zbekiston hayot");
  });

  it('turns Latin into Cyrillic with the longest sequence first', () => {
    expect(toCyrillic('kanal')).toBe('канал');
    expect(toCyrillic('shchuka')).toBe('щука');
    expect(toCyrillic('zhizn')).toBe('жизн');
    expect(toCyrillic('oʻzbekiston')).toBe('ўзбекистон');
    expect(toCyrillic('qazaqstan')).toBe('қазақстан');
  });
});

describe('keyboard layout', () => {
  it('retypes QWERTY as ЙЦУКЕН and back', () => {
    expect(swapKeyboardLayout('rfyfk')).toBe('канал');
    expect(swapKeyboardLayout('RFYFK')).toBe('канал');
    expect(swapKeyboardLayout('лфтфд')).toBe('kanal');
    expect(swapKeyboardLayout('[jrrtq')).toBe('хоккей');
    expect(swapKeyboardLayout(',.')).toBe('бю');
  });
});

describe('matchesName', () => {
  it.each([
    ['Канал', 'rfyfk', 'reverse layout of a Cyrillic name'],
    ['Канал', 'kanal', 'Latin transliteration of a Cyrillic name'],
    ['Kanal', 'Канал', 'Cyrillic typed for a Latin name'],
    ['Kanal', 'лфтфд', 'reverse layout of a Latin name'],
    ['Первый канал', 'pervyi', 'y/i spelling variants'],
    ['Первый канал', 'ПЕРВЫЙ', 'case'],
    ['Хабар 24', 'habar', 'kh/h variants'],
    ['Qazaqstan', 'Казахстан'.slice(0, 4), 'Kazakh q against Russian к'],
    ['Ўзбекистон', "o'zbek", 'Uzbek Latin apostrophe'],
    ['Fox Life', 'фокс', 'x as ks'],
    ['Channel One', 'one', 'plain substring'],
    ['Хабар', 'xabar', 'Uzbek Latin x for х'],
    ['Jibek Joly', 'Жибек Жолы', 'Kazakh Latin j for ж'],
    ['Ұлттық арна', 'ulttyq', 'Kazakh letters typed in Latin'],
    ['Россия 1', 'Hjccbz', 'reverse layout with capitals'],
    ['Ночной', 'nochnoi', 'й typed as i'],
    ['Ночной', 'nochnoy', 'й typed as y'],
    ['Ночной', 'nochnoj', 'й typed as j'],
    ['Ночной клуб', 'Nochnoi klub', 'й as i inside a longer name'],
    ['Nochnoy', 'ночной', 'Cyrillic typed for a Latin y spelling'],
    ['Майдан', 'maidan', 'й as i before a consonant'],
    ['Первый канал', 'pervij', 'ый typed as ij'],
  ])('%s matches %s (%s)', (name, query) => {
    expect(matchesName(name, query)).toBe(true);
  });

  it('rejects names that contain none of the forms', () => {
    expect(matchesName('Спорт', 'kino')).toBe(false);
    expect(matchesName('Kino', 'спорт')).toBe(false);
    expect(matchesName('Канал', 'rfyfkk')).toBe(false);
    // i before a vowel starts a syllable (Мария), it is not й.
    expect(matchesName('Мария', 'mayra')).toBe(false);
    expect(matchesName('Ночной', 'nochnaya')).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(matchesName('Any', '   ')).toBe(true);
    expect(searchForms('  ')).toEqual([]);
  });

  it('does not match on a query that reduces to nothing', () => {
    expect(matchesName('Канал', 'ъ')).toBe(false);
  });
});

describe('filterByName', () => {
  it('keeps matching items in order', () => {
    const channels = [{ name: 'Канал 1' }, { name: 'Спорт' }, { name: 'Kanal 2' }];
    expect(filterByName(channels, 'rfyfk', (channel) => channel.name).map((channel) => channel.name)).toEqual([
      'Канал 1',
      'Kanal 2',
    ]);
  });
});
