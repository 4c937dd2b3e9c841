/**
 * Whether an address names a record by another reference than its own slug or id: `/contents/anything-3` finds content
 * 3, since the id is the trailing digits (catalogue-vod-billing.md section 2). Such a page is rendered (old links keep
 * working, its canonical link names the real address) but not stored (lib/cache/store-policy.mjs).
 */
export function isAliasReference(reference: string, record: { id: number; slug?: string | null }): boolean {
  return reference !== String(record.id) && reference !== record.slug;
}
