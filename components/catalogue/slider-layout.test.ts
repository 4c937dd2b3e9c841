import { join } from 'node:path';
import { stylesheetAtWidth } from '@/tests/support/css-at-width';

// catalogue-vod-billing.md sections 2 and 9: the slider's padding and arrows follow the width in CSS alone.
const valueAt = stylesheetAtWidth(join(__dirname, 'catalogue.module.css'));

describe('slider layout', () => {
  it('pads by width: 24, 60 from 481, 80 from 933, 100 from 1024, 120 from 1280 px', () => {
    const padding = (width: number) => valueAt(width, '.page', '--slider-padding');
    expect([480, 481, 932, 933, 1023, 1024, 1279, 1280].map(padding)).toEqual([
      '24px',
      '60px',
      '60px',
      '80px',
      '80px',
      '100px',
      '100px',
      '120px',
    ]);
    expect(valueAt(1280, '.rowPage', '--slider-padding')).toBe('120px');
  });

  it('shows arrows only above 480 px', () => {
    expect(valueAt(480, '.arrow', 'display')).toBe('none');
    expect(valueAt(481, '.arrow', 'display')).toBe('block');
  });
});
