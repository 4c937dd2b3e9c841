/** @jest-environment node */
import { localStaleTags, STALE_LAST_MODIFIED, staleMark, withStaleness } from './stale-tags.mjs';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const stored = { lastModified: 1_000_000, tags: ['contents', 'contents:1'], value: { kind: 'APP_PAGE' } };

describe('tags revalidated as stale', () => {
  it('serves an entry stored before the mark as stale (kept, regenerated in the background), a newer one as is', async () => {
    const marks = localStaleTags();
    await marks.mark(['contents'], staleMark(2_000_000, YEAR_SECONDS));
    const before = withStaleness(stored, await marks.read(stored.tags), 2_000_001);
    expect(before).toEqual({ ...stored, lastModified: STALE_LAST_MODIFIED });
    expect(stored.lastModified).toBe(1_000_000);
    const regenerated = { ...stored, lastModified: 2_000_500 };
    expect(withStaleness(regenerated, await marks.read(regenerated.tags), 2_000_501)).toBe(regenerated);
  });

  it('leaves entries of other tags alone, and reads nothing while no tag was ever marked', async () => {
    const marks = localStaleTags();
    expect(await marks.read(stored.tags)).toEqual([]);
    await marks.mark(['channels'], staleMark(2_000_000, YEAR_SECONDS));
    expect(withStaleness(stored, await marks.read(stored.tags), 2_000_001)).toBe(stored);
  });

  it("drops an entry once the profile's expire has passed since the mark", async () => {
    const marks = localStaleTags();
    await marks.mark(['contents:1'], staleMark(2_000_000, 60));
    expect(withStaleness(stored, await marks.read(stored.tags), 2_059_999)?.lastModified).toBe(STALE_LAST_MODIFIED);
    expect(withStaleness(stored, await marks.read(stored.tags), 2_060_000)).toBeNull();
    expect(staleMark(5, undefined)).toEqual({ staleAt: 5, expiredAt: null });
  });
});
