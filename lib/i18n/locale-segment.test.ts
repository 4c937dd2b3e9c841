import { parseRenderSegment, renderSegment, settingsFingerprint } from './locale-segment';

describe('render segments', () => {
  it('read back what they were made of', () => {
    expect(parseRenderSegment(renderSegment({ locale: 'ka', session: true }, 'abc'))).toEqual({ locale: 'ka', session: true });
    expect(parseRenderSegment('nonsense')).toEqual({ locale: 'ru', session: false });
  });

  it('differ between servers whose markup settings differ', () => {
    expect(settingsFingerprint({ IFRAME_PAYMENT_ENABLED: '1' })).not.toBe(settingsFingerprint({}));
    expect(settingsFingerprint({ UNRELATED: '1' })).toBe(settingsFingerprint({}));
  });
});
