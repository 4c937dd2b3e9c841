import { join } from 'node:path';
import { INSTRUCTION_MIN_WIDTH } from '@/lib/rules/breakpoints';
import { stylesheetAtWidth } from '@/tests/support/css-at-width';

// catalogue-vod-billing.md section 9, "instruction 1170": the instructions page switches layout there, in CSS alone.
const valueAt = stylesheetAtWidth(join(__dirname, 'instructions.module.css'));

describe('instructions layout', () => {
  it('stacks the four advantages below 1170 px and sets them in one row, on a wider page, from it', () => {
    const columns = (width: number) => valueAt(width, '.advantages', 'grid-template-columns');
    expect([360, 932, INSTRUCTION_MIN_WIDTH - 1].map(columns)).toEqual(Array(3).fill('minmax(0, 1fr)'));
    expect([INSTRUCTION_MIN_WIDTH, 1920].map(columns)).toEqual(Array(2).fill('repeat(4, minmax(0, 1fr))'));
    expect(valueAt(INSTRUCTION_MIN_WIDTH - 1, '.page', 'max-width')).toBe('820px');
    expect(valueAt(INSTRUCTION_MIN_WIDTH, '.page', 'max-width')).toBe(`${INSTRUCTION_MIN_WIDTH}px`);
  });
});
