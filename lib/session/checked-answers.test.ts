import { createCheckedAnswers } from './checked-answers';

const bytes = (text: string) => Buffer.from(text);
const sent = (text: string) => ({ bytes: bytes(text), profileRole: null });

describe('answers checked before', () => {
  it('are kept by call and by the bytes answered', () => {
    const kept = createCheckedAnswers();
    const key = kept.keyOf('GET', '/v2/news', bytes('[1]'));
    kept.set(key, sent('[1] checked'));
    expect(String(kept.get(kept.keyOf('GET', '/v2/news', bytes('[1]')))?.bytes)).toBe('[1] checked');
    expect(kept.get(kept.keyOf('GET', '/v2/news', bytes('[2]')))).toBeUndefined();
    expect(kept.get(kept.keyOf('GET', '/v2/channels/channel_list', bytes('[1]')))).toBeUndefined();
    expect(kept.get(kept.keyOf('POST', '/v2/news', bytes('[1]')))).toBeUndefined();
  });

  it('hold a bounded number and size, the least recently used leaving first', () => {
    const kept = createCheckedAnswers({ maxEntries: 2, maxBytes: 10 });
    kept.set('a', sent('aaa'));
    kept.set('b', sent('bbb'));
    kept.get('a');
    kept.set('c', sent('ccc'));
    expect([kept.get('a'), kept.get('b'), kept.get('c')].map((value) => value && String(value.bytes))).toEqual(['aaa', undefined, 'ccc']);
    kept.set('d', sent('dddddddd'));
    expect([kept.get('a'), kept.get('c'), kept.get('d')].map((value) => value && String(value.bytes))).toEqual([undefined, undefined, 'dddddddd']);
  });
});
