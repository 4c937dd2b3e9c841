/**
 * Brand builds that must not show some titles (catalogue-vod-billing.md section 5: "some content ids are hidden
 * as not found on two brand builds"). The spec does not list them, so a deployment names them in
 * HIDDEN_CONTENT_IDS (comma-separated content ids). A hidden title answers not-found (which search engines
 * are told not to index) and stays out of rows, search, similar titles, filmographies and the sitemap; its seasons
 * and episodes go with it.
 */
export function hiddenContentIds(value: string | undefined): ReadonlySet<number> {
  const ids = new Set<number>();
  for (const part of (value ?? '').split(',')) {
    const text = part.trim();
    if (text === '') continue;
    if (!/^[1-9]\d{0,9}$/.test(text))
      throw new Error(
        `HIDDEN_CONTENT_IDS: "${text}" is not a content id (expected positive integers separated by commas)`,
      );
    ids.add(Number(text));
  }
  return ids;
}

/** True when the title, or the series or season it belongs to, is hidden in this build. */
export function isHiddenContent(
  content: { id: number; breadcrumbs?: ReadonlyArray<{ id: number }> },
  hidden: ReadonlySet<number>,
): boolean {
  if (hidden.size === 0) return false;
  return hidden.has(content.id) || (content.breadcrumbs ?? []).some((crumb) => hidden.has(crumb.id));
}

/** The titles of a list that this build shows. */
export function withoutHidden<T extends { id: number }>(contents: T[], hidden: ReadonlySet<number>): T[] {
  return hidden.size === 0 ? contents : contents.filter((content) => !hidden.has(content.id));
}

/** A row without hidden titles, in its contents and its viewing history alike. */
export function rowWithoutHidden<R extends { contents: { id: number }[]; history: { content: { id: number } }[] }>(
  row: R,
  hidden: ReadonlySet<number>,
): R {
  if (hidden.size === 0) return row;
  return {
    ...row,
    contents: withoutHidden(row.contents, hidden),
    history: row.history.filter((item) => !hidden.has(item.content.id)),
  };
}
