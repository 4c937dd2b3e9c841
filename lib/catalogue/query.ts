/** Reads a positive integer query value (library_id, offset); anything else is ignored. */
export function positiveInt(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d+$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Embed mode (section 2): the page is shown inside another site and skips loading rows. */
export function isEmbed(value: string | string[] | undefined): boolean {
  const text = firstValue(value);
  return text === '1' || text === 'true';
}
