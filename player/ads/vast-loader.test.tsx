import { AD_ERROR, adErrorName } from './ad-constants';
import { AdError } from './ad-roll';
import { consentPending } from './consent';
import { loadVastAd } from './vast-loader';

const TAG = 'https://ads.example/vast.xml';
const mp4 = (mime: string) => mime === 'video/mp4';
const noConsentPlatform = () => Promise.resolve(false);

const inline = (creatives: string) =>
  `<VAST version="4.0"><Ad id="a"><InLine><AdSystem>t</AdSystem><AdTitle>t</AdTitle><Impression>https://ads.example/i</Impression><Creatives>${creatives}</Creatives></InLine></Ad></VAST>`;
const linear = (files: string) =>
  `<Creative><Linear><Duration>00:00:05</Duration><MediaFiles>${files}</MediaFiles></Linear></Creative>`;
const MP4 =
  '<MediaFile delivery="progressive" type="video/mp4" width="640" height="360">https://ads.example/a.mp4</MediaFile>';

const answering = (body: string, status = 200) => jest.fn(() => Promise.resolve(new Response(body, { status })));

async function codeOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AdError) return error.code;
    throw error;
  }
  throw new Error('the ad loaded');
}

const imageLoads = () => Promise.resolve();

const load = (
  body: string,
  options: { status?: number; tag?: string; preloadImage?: (url: string) => Promise<void> } = {},
) =>
  loadVastAd(options.tag ?? TAG, {
    fetchFn: answering(body, options.status) as unknown as typeof fetch,
    canPlay: mp4,
    consentPending: noConsentPlatform,
    preloadImage: options.preloadImage ?? imageLoads,
  });

const nonLinearAds = (nonLinear: string) => `<Creative><NonLinearAds>${nonLinear}</NonLinearAds></Creative>`;
const STATIC_PNG =
  '<NonLinear width="300" height="50" minSuggestedDuration="00:00:10" scalable="false"><StaticResource creativeType="image/png">https://ads.example/o.png</StaticResource><NonLinearClickThrough>https://advertiser.example/</NonLinearClickThrough></NonLinear>';

describe('VAST loading and its error codes (live-channels.md section 8)', () => {
  it('loads a linear ad with a playable file', async () => {
    const ad = await load(inline(linear(MP4)));
    expect(ad).toMatchObject({ kind: 'linear', mediaUrl: 'https://ads.example/a.mp4' });
  });

  it('loads a NonLinear overlay with its image fetched, and prefers a video ad of the same answer', async () => {
    const preloadImage = jest.fn(imageLoads);
    const overlay = await load(inline(nonLinearAds(STATIC_PNG)), { preloadImage });
    expect(overlay).toMatchObject({
      kind: 'nonlinear',
      creative: {
        resource: { type: 'image', url: 'https://ads.example/o.png' },
        width: 300,
        height: 50,
        scalable: false,
        durationSec: 10,
        clickThrough: 'https://advertiser.example/',
      },
    });
    expect(preloadImage).toHaveBeenCalledWith('https://ads.example/o.png');
    expect(await load(inline(nonLinearAds(STATIC_PNG) + linear(MP4)))).toMatchObject({ kind: 'linear' });
  });

  it('names NonLinear overlays it cannot show: image not fetched 502, address not http(s) 502, no type shown here 503', async () => {
    const notFetched = () => Promise.reject(new AdError(AD_ERROR.nonLinearNotFetched, 'image failed'));
    expect(await codeOf(load(inline(nonLinearAds(STATIC_PNG)), { preloadImage: notFetched }))).toBe(
      AD_ERROR.nonLinearNotFetched,
    );
    const scriptAddress =
      '<NonLinear width="300" height="50"><IFrameResource>javascript:alert(1)</IFrameResource></NonLinear>';
    expect(await codeOf(load(inline(nonLinearAds(scriptAddress))))).toBe(AD_ERROR.nonLinearNotFetched);
    const flash =
      '<NonLinear width="300" height="50"><StaticResource creativeType="application/x-shockwave-flash">https://ads.example/o.swf</StaticResource></NonLinear>';
    expect(await codeOf(load(inline(nonLinearAds(flash))))).toBe(AD_ERROR.nonLinearAssetMismatch);
    // A second NonLinear of the same ad that can be shown is taken instead.
    const overlay = await load(inline(nonLinearAds(flash + STATIC_PNG)));
    expect(overlay.kind).toBe('nonlinear');
  });

  it('names request problems: no tag 1101, not a web address 1013, error status 1005, unreachable 1012', async () => {
    expect(await codeOf(load(inline(linear(MP4)), { tag: '' }))).toBe(AD_ERROR.invalidArguments);
    expect(await codeOf(load(inline(linear(MP4)), { tag: 'javascript:alert(1)' }))).toBe(AD_ERROR.invalidAdTag);
    expect(await codeOf(load('', { status: 500 }))).toBe(AD_ERROR.requestFailed);
    const unreachable = loadVastAd(TAG, {
      fetchFn: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
      canPlay: mp4,
      consentPending: noConsentPlatform,
    });
    expect(await codeOf(unreachable)).toBe(AD_ERROR.networkError);
  });

  it('names answers it cannot use: empty 1009, not XML 100, not VAST 1010, no ad 1009', async () => {
    expect(await codeOf(load('  '))).toBe(AD_ERROR.emptyResponse);
    expect(await codeOf(load('<VAST><Ad>'))).toBe(AD_ERROR.xmlParse);
    expect(await codeOf(load('<html><body>hello</body></html>'))).toBe(AD_ERROR.unknownResponse);
    expect(await codeOf(load('<VAST version="4.0"/>'))).toBe(AD_ERROR.emptyResponse);
  });

  it('names ads this player cannot show: no file 1007, VPAID only 901, no playable type 403, required companions 602', async () => {
    expect(await codeOf(load(inline(linear(''))))).toBe(AD_ERROR.assetNotFound);
    const vpaid =
      '<MediaFile delivery="progressive" type="application/javascript" apiFramework="VPAID" width="1" height="1">https://ads.example/v.js</MediaFile>';
    expect(await codeOf(load(inline(linear(vpaid))))).toBe(AD_ERROR.vpaid);
    const webm =
      '<MediaFile delivery="progressive" type="video/x-unknown" width="1" height="1">https://ads.example/a.x</MediaFile>';
    expect(await codeOf(load(inline(linear(webm))))).toBe(AD_ERROR.linearAssetMismatch);
    const companions =
      '<Creative><CompanionAds required="all"><Companion width="300" height="250"><StaticResource creativeType="image/png">https://ads.example/c.png</StaticResource></Companion></CompanionAds></Creative>';
    expect(await codeOf(load(inline(linear(MP4) + companions)))).toBe(AD_ERROR.companionRequired);
  });

  it('requests nothing while a consent platform waits for the viewer (1300)', async () => {
    const fetchFn = answering(inline(linear(MP4)));
    const pending = loadVastAd(TAG, {
      fetchFn: fetchFn as unknown as typeof fetch,
      canPlay: mp4,
      consentPending: () => Promise.resolve(true),
    });
    expect(await codeOf(pending)).toBe(AD_ERROR.consentNotReady);
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('reports 400-599 as error_load_{code} and the others as error_{code} (section 7)', () => {
    expect(adErrorName(AD_ERROR.nonLinearAssetMismatch)).toBe('error_load_503');
    expect(adErrorName(AD_ERROR.companionRequired)).toBe('error_602');
    expect(adErrorName(AD_ERROR.consentNotReady)).toBe('error_1300');
  });
});

describe('consent check (IAB TCF v2)', () => {
  type Answer = { gdprApplies?: boolean; eventStatus?: string } | null;
  const cmp = (answer: Answer, success = true) => ({
    __tcfapi: (_command: string, _version: number, callback: (data: Answer, success: boolean) => void) =>
      callback(answer, success),
  });

  it('waits for nothing without a consent platform, and for a viewer who has not answered', async () => {
    expect(await consentPending({})).toBe(false);
    expect(await consentPending(cmp({ gdprApplies: true, eventStatus: 'cmpuishown' }) as never)).toBe(true);
    expect(await consentPending(cmp({ gdprApplies: true, eventStatus: 'useractioncomplete' }) as never)).toBe(false);
    expect(await consentPending(cmp({ gdprApplies: false }) as never)).toBe(false);
    expect(await consentPending(cmp(null, false) as never)).toBe(true);
  });

  it('takes a platform that never answers as not ready', async () => {
    jest.useFakeTimers();
    const silent = consentPending({ __tcfapi: () => undefined } as never, 1000);
    jest.advanceTimersByTime(1000);
    expect(await silent).toBe(true);
    jest.useRealTimers();
  });
});
