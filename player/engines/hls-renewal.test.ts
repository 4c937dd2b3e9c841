import type { HlsConfig, LoaderResponse, RetryConfig } from 'hls.js';
import { HlsAddressRenewal } from './hls-renewal';

const OLD = 'https://media.test/media/vod/feature/tk.1.d.x/';
const NEW = 'https://media.test/media/vod/feature/tk.2.d.y/';
const RETRY: RetryConfig = { maxNumRetry: 2, retryDelayMs: 1000, maxRetryDelayMs: 8000 };
const refused = (url: string): LoaderResponse => ({ url, code: 403, data: undefined });

function fakeXhr() {
  return {
    withCredentials: false,
    opened: [] as string[],
    open(_method: string, url: string) {
      this.opened.push(url);
    },
  };
}

describe('HlsAddressRenewal', () => {
  it('retries a refused request once renewal starts, and opens it and every later one at the renewed address', async () => {
    const renewal = new HlsAddressRenewal();
    let answer: () => void = () => undefined;
    const renew = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    renewal.setRenew(renew);
    expect(renewal.shouldRetry(RETRY, 0, false, refused(`${OLD}video/480p/seg_004.ts`), false)).toBe(true);
    // A second refusal meanwhile joins the renewal under way.
    expect(renewal.shouldRetry(RETRY, 1, false, refused(`${OLD}video/720p.m3u8`), false)).toBe(true);
    expect(renew).toHaveBeenCalledTimes(1);
    const xhr = fakeXhr();
    const opening = renewal.xhrSetup(xhr as unknown as XMLHttpRequest, `${OLD}video/480p/seg_004.ts`);
    expect(xhr.opened).toEqual([]);
    renewal.addresses.follow(`${OLD}master.m3u8`, `${NEW}master.m3u8`);
    answer();
    await opening;
    expect(xhr.opened).toEqual([`${NEW}video/480p/seg_004.ts`]);
    const later = fakeXhr();
    renewal.xhrSetup(later as unknown as XMLHttpRequest, `${OLD}video/480p/seg_005.ts`);
    expect(later.opened).toEqual([`${NEW}video/480p/seg_005.ts`]);
    // A later refusal asks again (the player tells a new expiry from one refused just after its renewal).
    expect(renewal.shouldRetry(RETRY, 0, false, refused(`${OLD}video/480p/seg_006.ts`), false)).toBe(true);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it("sends the browser's cookies with every request of a source that asks for them, and only then", () => {
    const bound = fakeXhr();
    new HlsAddressRenewal(true).xhrSetup(bound as unknown as XMLHttpRequest, `${OLD}video/480p/seg_004.ts`);
    expect(bound.withCredentials).toBe(true);
    const open = fakeXhr();
    new HlsAddressRenewal().xhrSetup(open as unknown as XMLHttpRequest, `${OLD}video/480p/seg_004.ts`);
    expect(open.withCredentials).toBe(false);
  });

  it('keeps hls.js rules for other errors, for a source without renewal and past the retries', () => {
    const renewal = new HlsAddressRenewal();
    expect(renewal.shouldRetry(RETRY, 0, false, refused(`${OLD}a.ts`), false)).toBe(false);
    expect(renewal.absorbs({ fatal: false, response: refused(`${OLD}a.ts`) })).toBe(false);
    renewal.setRenew(() => Promise.resolve());
    expect(renewal.shouldRetry(RETRY, 0, false, { url: `${OLD}a.ts`, code: 404, data: undefined }, false)).toBe(false);
    expect(renewal.shouldRetry(RETRY, 0, false, { url: `${OLD}a.ts`, code: 503, data: undefined }, true)).toBe(true);
    expect(renewal.shouldRetry(RETRY, 2, false, refused(`${OLD}a.ts`), false)).toBe(false);
    expect(renewal.absorbs({ fatal: false, response: refused(`${OLD}a.ts`) })).toBe(true);
    expect(renewal.absorbs({ fatal: true, response: refused(`${OLD}a.ts`) })).toBe(false);
  });

  it('puts its xhrSetup and retry rule on every load policy, over the ones given', () => {
    const policy = (maxNumRetry: number) => ({
      default: { maxTimeToFirstByteMs: 1, maxLoadTimeMs: 2, timeoutRetry: null, errorRetry: { ...RETRY, maxNumRetry } },
    });
    const defaults = {
      manifestLoadPolicy: policy(1),
      playlistLoadPolicy: policy(2),
      fragLoadPolicy: policy(6),
      keyLoadPolicy: policy(8),
    } as unknown as HlsConfig;
    const renewal = new HlsAddressRenewal();
    const config = renewal.config(defaults, { fragLoadPolicy: policy(5) as unknown as HlsConfig['fragLoadPolicy'] });
    expect(config.xhrSetup).toBe(renewal.xhrSetup);
    expect(config.fragLoadPolicy?.default.errorRetry).toMatchObject({
      maxNumRetry: 5,
      shouldRetry: renewal.shouldRetry,
    });
    expect(config.keyLoadPolicy?.default.errorRetry).toMatchObject({
      maxNumRetry: 8,
      shouldRetry: renewal.shouldRetry,
    });
    expect(config.manifestLoadPolicy?.default.errorRetry?.shouldRetry).toBe(renewal.shouldRetry);
    expect(config.playlistLoadPolicy?.default.errorRetry?.shouldRetry).toBe(renewal.shouldRetry);
  });
});
