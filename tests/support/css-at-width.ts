import { readFileSync } from 'node:fs';

/**
 * What a flat stylesheet (rules, and rules inside `@media` blocks) gives a selector's property at a screen width.
 * For layout rules of the specs that only CSS applies (slider padding, episodes a line): jsdom has no layout, and
 * the stylesheet is the one place the rule is written.
 */
interface Declaration {
  minWidth: number;
  maxWidth: number;
  selectors: string[];
  property: string;
  value: string;
}

/** The width range of a media condition made of min-width/max-width only; null for any other condition. */
function widthRange(media: string): [number, number] | null {
  let range: [number, number] = [0, Infinity];
  for (const part of media.trim().split(/\s+and\s+/)) {
    const bound = /^\((min|max)-width:\s*(\d+)px\)$/.exec(part.trim());
    if (!bound) return null;
    range = bound[1] === 'min' ? [Number(bound[2]), range[1]] : [range[0], Number(bound[2])];
  }
  return range;
}

function declarations(css: string): Declaration[] {
  const sheet = css.replace(/\/\*[\s\S]*?\*\//g, '').trimEnd();
  const found: Declaration[] = [];
  // A sheet is a run of `@media ... {`, `selector { body }` and the `}` closing a media block.
  const token = /\s*(?:@media ([^{]*)\{|([^{}@]+)\{([^{}]*)\}|\})/y;
  let range: [number, number] | null = [0, Infinity];
  while (token.lastIndex < sheet.length) {
    const match = token.exec(sheet);
    if (!match) throw new Error(`cannot read the stylesheet at: ${sheet.slice(token.lastIndex, token.lastIndex + 60)}`);
    const [, media, selector, body] = match;
    if (media !== undefined) range = widthRange(media);
    else if (selector === undefined) range = [0, Infinity];
    else if (range) {
      for (const [, property, value] of body.matchAll(/([\w-]+):\s*([^;]+);/g)) {
        found.push({
          minWidth: range[0],
          maxWidth: range[1],
          selectors: selector.split(',').map((each) => each.trim()),
          property,
          value: value.trim(),
        });
      }
    }
  }
  return found;
}

/** `valueAt(width, selector, property)`: the last declaration that applies at that width, as the cascade picks it. */
export function stylesheetAtWidth(
  path: string,
): (width: number, selector: string, property: string) => string | undefined {
  const all = declarations(readFileSync(path, 'utf8'));
  return (width, selector, property) =>
    all
      .filter(
        (each) =>
          each.minWidth <= width &&
          width <= each.maxWidth &&
          each.property === property &&
          each.selectors.includes(selector),
      )
      .at(-1)?.value;
}
