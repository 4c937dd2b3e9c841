import { MemoryStorage } from '../core/testing/test-player';
import { AD_FAIL_TIME_KEY, AD_REPORTS_KEY, adErrorName } from './ad-constants';
import { readAdReports, reportAdError, type AdErrorReport } from './ad-reports';
import { AdError, playRoll, type RollDeps } from './ad-roll';
import { dueMidRoll } from './mid-roll';

const item = (adTag: string) => ({ adTag, step: 1, aliases: [] });

function deps(overrides: Partial<RollDeps<string>> = {}) {
  const sent: AdErrorReport[] = [];
  const played: string[] = [];
  const clock = { now: 1_000_000 };
  const storage = new MemoryStorage();
  const value: RollDeps<string> = {
    load: async (tag) => {
      if (tag.includes('broken')) throw new AdError(100, 'malformed');
      return tag;
    },
    play: async (ad) => {
      if (ad.includes('unplayable')) throw new AdError(405, 'no media');
      played.push(ad);
      return 'completed';
    },
    storage,
    sink: { send: (report) => sent.push(report) },
    now: () => clock.now,
    ...overrides,
  };
  return { value, sent, played, clock, storage };
}

describe('ad rolls', () => {
  it('tries the next ad after an error and reports the failed one', async () => {
    const d = deps();
    await expect(playRoll('preroll', [item('broken.xml'), item('preroll.xml')], 0, d.value)).resolves.toBe('played');
    expect(d.played).toEqual(['preroll.xml']);
    expect(d.sent).toEqual([
      expect.objectContaining({ name: 'error_100', code: 100, roll: 'preroll', adTag: 'broken.xml' }),
    ]);
    expect(d.storage.getItem(AD_FAIL_TIME_KEY)).toBeNull();
  });

  it('stores the fail time when all ads fail and skips ads for 5 s', async () => {
    const d = deps();
    await expect(playRoll('preroll', [item('broken.xml'), item('unplayable.xml')], 0, d.value)).resolves.toBe('failed');
    expect(d.sent.map((report) => report.name)).toEqual(['error_100', 'error_load_405']);
    expect(d.storage.getItem(AD_FAIL_TIME_KEY)).toBe('1000000');
    d.clock.now += 4_999;
    await expect(playRoll('midroll', [item('preroll.xml')], 0, d.value)).resolves.toBe('suppressed');
    d.clock.now += 1;
    await expect(playRoll('midroll', [item('preroll.xml')], 0, d.value)).resolves.toBe('played');
  });

  it('plays no more than max_advertising ads', async () => {
    const d = deps();
    await playRoll('preroll', [item('a.xml'), item('b.xml'), item('c.xml')], 2, d.value);
    expect(d.played).toEqual(['a.xml', 'b.xml']);
  });

  it('reports unknown failures as the undefined VAST error and tells the ad its error', async () => {
    const tracked: number[] = [];
    const d = deps({
      play: async () => {
        throw new Error('boom');
      },
      trackError: (_ad, code) => tracked.push(code),
    });
    await playRoll('postpause', [item('pause.xml')], 0, d.value);
    expect(d.sent[0].name).toBe('error_900');
    expect(tracked).toEqual([900]);
  });

  it('names 400-599 as load errors and others by code', () => {
    expect(adErrorName(400)).toBe('error_load_400');
    expect(adErrorName(599)).toBe('error_load_599');
    expect(adErrorName(303)).toBe('error_303');
    expect(adErrorName(1205)).toBe('error_1205');
  });

  it('keeps the last 50 reports in storage', () => {
    const storage = new MemoryStorage();
    for (let code = 0; code < 60; code += 1) {
      reportAdError(storage, { send: () => undefined }, { code, roll: 'preroll', adTag: 't', at: code });
    }
    const kept = readAdReports(storage);
    expect(kept).toHaveLength(50);
    expect(kept[0].code).toBe(10);
    expect(JSON.parse(storage.getItem(AD_REPORTS_KEY) ?? '[]')).toHaveLength(50);
  });

  it('finds the first due mid-roll not played yet', () => {
    const points = [{ positionMs: 30_000 }, { positionMs: 60_000 }];
    expect(dueMidRoll(points, 29_000, new Set())).toBeNull();
    expect(dueMidRoll(points, 61_000, new Set([30_000]))).toEqual({ positionMs: 60_000 });
    expect(dueMidRoll(points, 61_000, new Set([30_000, 60_000]))).toBeNull();
  });
});
