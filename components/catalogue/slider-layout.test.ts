import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The slider's padding and controls follow the width in CSS alone (catalogue-vod-billing.md sections 2 and 9), so
// this reads the stylesheet: which value a rule gets at a width is the last declaration whose media query matches.
const CSS = readFileSync(join(__dirname, 'catalogue.module.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

interface Declaration {
  minWidth: number;
  selector: string;
  property: string;
  value: string;
}

/** Every declaration of the sheet with the min-width its rule applies from; rules under any other condition left out. */
function declarations(): Declaration[] {
  const found: Declaration[] = [];
  // A sheet is a run of `@media ... {`, `selector { body }` and the `}` closing a media block.
  const token = /\s*(?:@media ([^{]*)\{|([^{}]+)\{([^{}]*)\}|\})/y;
  let minWidth: number | null = 0;
  for (let match = token.exec(CSS); match; match = token.exec(CSS)) {
    const [all, media, selector, body] = match;
    if (media !== undefined) {
      const width = /^\(min-width: (\d+)px\)\s*$/.exec(media);
      minWidth = width ? Number(width[1]) : null;
    } else if (selector === undefined) {
      minWidth = 0;
    } else if (minWidth !== null) {
      for (const [, property, value] of body.matchAll(/([\w-]+):\s*([^;]+);/g)) {
        found.push({ minWidth, selector: selector.trim(), property, value: value.trim() });
      }
    }
    if (token.lastIndex >= CSS.trimEnd().length || !all) break;
  }
  expect(token.lastIndex).toBeGreaterThanOrEqual(CSS.trimEnd().length);
  return found;
}

function valueAt(width: number, selector: string, property: string): string | undefined {
  return declarations()
    .filter((each) => each.minWidth <= width && each.property === property && each.selector.split(/,\s*/).includes(selector))
    .at(-1)?.value;
}

describe('slider layout', () => {
  it('pads by width: 24, 60 from 481, 80 from 933, 100 from 1024, 120 from 1280 px', () => {
    const padding = (width: number) => valueAt(width, '.page', '--slider-padding');
    expect([480, 481, 932, 933, 1023, 1024, 1279, 1280].map(padding)).toEqual(['24px', '60px', '60px', '80px', '80px', '100px', '100px', '120px']);
    expect(valueAt(1280, '.rowPage', '--slider-padding')).toBe('120px');
  });

  it('shows arrows only above 480 px', () => {
    expect(valueAt(480, '.arrow', 'display')).toBe('none');
    expect(valueAt(481, '.arrow', 'display')).toBe('block');
  });
});
