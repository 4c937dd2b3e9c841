import { contrastRatio, MIN_TEXT_CONTRAST, textColourOn } from './contrast';

describe('contrast', () => {
  it('measures the WCAG ratio', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3e7bfa', '#fff')).toBeCloseTo(3.88, 2);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });

  it.each(['#e53935', '#fb8c00', '#fdd835', '#ff7043', '#30a46c', '#1c7f50', '#2f6be8', '#123'])(
    'labels on %s read at 4.5:1 or more',
    (background) => {
      const text = textColourOn(background)!;
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it('keeps white where white reads, and leaves unreadable colours to the page', () => {
    expect(textColourOn('#2f6be8')).toBe('#fff');
    expect(textColourOn('#fdd835')).toBe('#000');
    expect(textColourOn('rgb(1, 2, 3)')).toBeNull();
  });
});
