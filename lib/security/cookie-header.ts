/**
 * A `Cookie` header as name/value pairs. A value that is not valid percent-encoding (`x=100%`, set by a sibling
 * domain or a script) is kept as written instead of throwing: one stray cookie must not break every call.
 */
export function readCookieHeader(header: string | null | undefined): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (!pairs.has(name)) pairs.set(name, safeDecode(part.slice(index + 1).trim()));
  }
  return pairs;
}

export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
