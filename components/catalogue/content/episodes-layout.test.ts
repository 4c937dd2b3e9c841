import { join } from 'node:path';
import { stylesheetAtWidth } from '@/tests/support/css-at-width';

// catalogue-vod-billing.md section 9: the episodes preview shows 2, 3 or 4 a line by width, in CSS alone.
const valueAt = stylesheetAtWidth(join(__dirname, 'content.module.css'));

describe('episodes layout', () => {
  it('previews 2 episodes a line up to 480 px, 3 up to 932 px, else 4', () => {
    const perLine = (width: number) =>
      /^repeat\((\d+),/.exec(valueAt(width, '.episodes', 'grid-template-columns') ?? '')?.[1];
    expect([360, 480, 481, 932, 933, 1920].map(perLine)).toEqual(['2', '2', '3', '3', '4', '4']);
  });
});
