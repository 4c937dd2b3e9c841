import { createCheckedAnswers } from './checked-answers';

const bytes = (text: string) => Buffer.from(text);

describe('answers checked before', () => {
  it('are kept by call and by the bytes answered', () => {
    const kept = createCheckedAnswers();
    const key = kept.keyOf('GET', '/v2/news', bytes('[1]'));
    kept.set(key, bytes('[1] checked'));
    expect(String(kept.get(kept.keyOf('GET', '/v2/news', bytes('[1]'))))).toBe('[1] checked');
    expect(kept.get(kept.keyOf('GET', '/v2/news', bytes('[2]')))).toBeUndefined();
    expect(kept.get(kept.keyOf('GET', '/v2/channels/channel_list', bytes('[1]')))).toBeUndefined();
    expect(kept.get(kept.keyOf('POST', '/v2/news', bytes('[1]')))).toBeUndefined();
  });

  it('hold a bounded number and size, the least recently used leaving first', () => {
    const kept = createCheckedAnswers({ maxEntries: 2, maxBytes: 10 });
    kept.set('a', bytes('aaa'));
    kept.set('b', bytes('bbb'));
    kept.get('a');
    kept.set('c', bytes('ccc'));
    expect([kept.get('a'), kept.get('b'), kept.get('c')].map((value) => value && String(value))).toEqual(['aaa', undefined, 'ccc']);
    kept.set('d', bytes('dddddddd'));
    expect([kept.get('a'), kept.get('c'), kept.get('d')].map((value) => value && String(value))).toEqual([undefined, undefined, 'dddddddd']);
  });
});
