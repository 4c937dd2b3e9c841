/**
 * Checks for values from the API that end up as a place to go or as CSS: an address we navigate to or open
 * (`location.assign`, `window.open`, an iframe) must be http(s), never `javascript:` or `data:`; colours and image
 * addresses written into inline `style` must not be able to end their property and start another.
 */

/** An absolute http or https address (a payment page, a promo landing, a Telegram link). */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || /[\u0000-\u001f\u007f\s]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION_COLOUR = /^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%]+(?:\s*[,\s/]\s*[\d.%]+){2,3}\s*\)$/i;
const NAMED_COLOUR = /^[a-z]{3,20}$/i;

/** A CSS colour (hex, rgb/hsl with numbers only, or a keyword), else null. */
export function cssColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const colour = value.trim();
  return HEX_COLOUR.test(colour) || FUNCTION_COLOUR.test(colour) || NAMED_COLOUR.test(colour) ? colour : null;
}

/**
 * An image address safe inside `url(...)`: http(s) or a path of ours, with the characters that could close the
 * `url(` (quotes, parentheses, semicolons, backslashes, spaces) percent-encoded; anything else is null.
 */
export function cssImageUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  const isPath = value.startsWith('/') && !value.startsWith('//');
  if (!isPath && !isHttpUrl(value)) return null;
  return value.replace(/[()'";\\\s]/g, (character) => `%${character.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`);
}

export class UnsafeUrlError extends Error {
  constructor() {
    super('The service sent an address that is not a web page.');
    this.name = 'UnsafeUrlError';
  }
}

/** The address itself when it is http(s), to hand to location.assign / window.open / an iframe; else throws. */
export function httpUrlOrThrow(value: unknown): string {
  if (!isHttpUrl(value)) throw new UnsafeUrlError();
  return value;
}
