/** WCAG AA for normal text: 4.5:1 (GUIDE.md "Accessible by default"). */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2.x) of a #rgb or #rrggbb colour; null for anything else. */
export function luminance(colour: string): number | null {
  const match = colour.trim().match(HEX_COLOUR);
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((start) => channel(parseInt(hex.slice(start, start + 2), 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(first: string, second: string): number | null {
  const a = luminance(first);
  const b = luminance(second);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Text colour for a label on an operator-chosen fill (a packet's corner badge): white where it reads at 4.5:1,
 * else black, which always does then. Null for colours we cannot read, so the page keeps its own default.
 */
export function textColourOn(background: string): '#fff' | '#000' | null {
  const ratio = contrastRatio(background, '#fff');
  if (ratio === null) return null;
  return ratio >= MIN_TEXT_CONTRAST ? '#fff' : '#000';
}
