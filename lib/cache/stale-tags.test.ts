/** @jest-environment node */
import { localStaleTags, readSentAfterAsking, STALE_LAST_MODIFIED, staleMark, withStaleness } from './stale-tags.mjs';

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

describe('the revalidation count', () => {
  it('counts revalidations in this process, readable at once', async () => {
    const marks = localStaleTags();
    expect(marks.revalidationCount()).toBe(0);
    await marks.countRevalidation();
    expect(marks.revalidationCount()).toBe(1);
  });

  it('shares one read among the callers asking before it is sent, and sends another for a caller asking after', async () => {
    let value = 1;
    let reads = 0;
    const read = readSentAfterAsking(async () => {
      reads += 1;
      return value;
    });
    const together = [read(), read()];
    // Changed before the read is sent: both callers see it.
    value = 2;
    expect(await Promise.all(together)).toEqual([2, 2]);
    value = 3;
    expect(await read()).toBe(3);
    expect(reads).toBe(2);
  });
});
