import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { AD_ERROR, NONLINEAR_DEFAULT_SECONDS, NONLINEAR_LOAD_TIMEOUT_MS } from './ad-constants';
import { nonLinearBox, nonLinearCreative, type NonLinearCreative } from './nonlinear';
import { NonLinearBanner } from './nonlinear-banner';
import type { NonLinearAd } from './vast-loader';

const PLAYER = { width: 960, height: 540 };
const box = (width: number, height: number, scalable = true, maintainAspectRatio = true) =>
  nonLinearBox({ width, height, scalable, maintainAspectRatio }, PLAYER);

describe('NonLinear overlay rules (VAST 4 NonLinearAds, codes 500-503)', () => {
  it('keeps a creative that fits at its size, scales a larger one when allowed, else 501', () => {
    expect(box(468, 60)).toEqual({ width: 468, height: 60 });
    expect(box(1920, 240)).toEqual({ width: 960, height: 120 });
    expect(box(1920, 240, true, false)).toEqual({ width: 960, height: 240 });
    expect(box(1920, 240, false)).toBe(AD_ERROR.nonLinearTooLarge);
  });

  it('leaves a creative without a size to its resource, and has no room at all without a player area (500)', () => {
    expect(box(0, 0)).toEqual({ width: 0, height: 0 });
    expect(nonLinearBox({ width: 468, height: 60, scalable: true, maintainAspectRatio: true }, { width: 0, height: 0 })).toBe(
      AD_ERROR.nonLinearFailed,
    );
  });

  it('shows an image before a frame and a frame before HTML; VPAID never (901); nothing shown here is 503', () => {
    const all = {
      type: 'image/png',
      staticResource: 'https://ads.example/o.png',
      iframeResource: 'https://ads.example/frame.html',
      htmlResource: '<b>Sale</b>',
    };
    expect(nonLinearCreative(all)).toMatchObject({ resource: { type: 'image' } });
    expect(nonLinearCreative({ ...all, staticResource: null })).toMatchObject({ resource: { type: 'iframe' } });
    expect(nonLinearCreative({ htmlResource: '<b>Sale</b>' })).toMatchObject({ resource: { type: 'html' } });
    expect(nonLinearCreative({ ...all, apiFramework: 'VPAID' })).toBe(AD_ERROR.vpaid);
    expect(nonLinearCreative({})).toBe(AD_ERROR.nonLinearAssetMismatch);
    expect(nonLinearCreative({ htmlResource: '<b>x</b>', minSuggestedDuration: -1 })).toMatchObject({
      durationSec: NONLINEAR_DEFAULT_SECONDS,
    });
  });

  it('never follows a click-through that is not http(s)', () => {
    expect(nonLinearCreative({ htmlResource: 'x', nonlinearClickThroughURLTemplate: 'javascript:alert(1)' })).toMatchObject({
      clickThrough: null,
    });
  });
});

function fakeAd(creative: Partial<NonLinearCreative> = {}): NonLinearAd {
  const tracker = {
    trackImpression: jest.fn(),
    complete: jest.fn(),
    close: jest.fn(),
    click: jest.fn(),
    on: jest.fn(),
    off: jest.fn(),
  };
  return {
    kind: 'nonlinear',
    creative: {
      resource: { type: 'image', url: 'https://ads.test/banner.png' },
      width: 468,
      height: 60,
      scalable: false,
      maintainAspectRatio: true,
      durationSec: 10,
      clickThrough: 'https://advertiser.test/',
      ...creative,
    },
    tracker,
  } as unknown as NonLinearAd;
}

function showBanner(ad: NonLinearAd, area = PLAYER) {
  const calls: string[] = [];
  render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <NonLinearBanner
        ad={ad}
        area={area}
        onShown={() => calls.push('shown')}
        onFail={(code) => calls.push(`fail ${code}`)}
        onGone={() => calls.push('gone')}
        onEvent={(name) => calls.push(name)}
      />
    </NextIntlClientProvider>,
  );
  return calls;
}

describe('NonLinearBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('comes on once its image is there, counts the impression, and leaves after its suggested duration', () => {
    const ad = fakeAd();
    const calls = showBanner(ad);
    const banner = screen.getByTestId('player-ad-banner');
    expect(banner).not.toBeVisible();
    fireEvent.load(banner.querySelector('img')!);
    expect(banner).toBeVisible();
    expect(calls).toEqual(['ad_impression', 'shown']);
    expect(ad.tracker.trackImpression).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(10_000));
    expect(calls).toEqual(['ad_impression', 'shown', 'ad_complete', 'gone']);
  });

  it('opens the advertiser through the tracker, and the viewer can close it', () => {
    const ad = fakeAd();
    const calls = showBanner(ad);
    fireEvent.load(screen.getByTestId('player-ad-banner').querySelector('img')!);
    fireEvent.click(screen.getByRole('button', { name: en.player.adOpen }));
    expect(ad.tracker.click).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: en.player.adClose }));
    expect(ad.tracker.close).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['ad_impression', 'shown', 'gone']);
  });

  it('fails with 501 when it does not fit and may not scale, 502 when its image or frame does not load', () => {
    expect(showBanner(fakeAd({ width: 1280, height: 720 }))).toEqual([`fail ${AD_ERROR.nonLinearTooLarge}`]);
    expect(screen.queryByTestId('player-ad-banner')).toBeNull();

    const broken = showBanner(fakeAd());
    fireEvent.error(screen.getAllByTestId('player-ad-banner').at(-1)!.querySelector('img')!);
    expect(broken).toEqual([`fail ${AD_ERROR.nonLinearNotFetched}`]);

    const silent = showBanner(fakeAd({ resource: { type: 'iframe', url: 'https://ads.test/frame.html' } }));
    act(() => jest.advanceTimersByTime(NONLINEAR_LOAD_TIMEOUT_MS));
    expect(silent).toEqual([`fail ${AD_ERROR.nonLinearNotFetched}`]);
  });

  it('runs another site in a sandbox without this page, and the ad HTML without scripts', () => {
    showBanner(fakeAd({ resource: { type: 'iframe', url: 'https://ads.test/frame.html' } }));
    showBanner(fakeAd({ resource: { type: 'html', html: '<b>Sale</b>' } }));
    const [frame, html] = screen.getAllByTitle(en.player.ad);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(html.getAttribute('sandbox')).not.toContain('allow-scripts');
    expect(html.getAttribute('srcdoc')).toBe('<b>Sale</b>');
  });
});
