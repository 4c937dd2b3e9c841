import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import { AdOverlay } from './ad-overlay';
import type { LinearAd } from './vast-loader';

function fakeAd(): LinearAd {
  const tracker = { trackImpression: jest.fn(), setProgress: jest.fn(), complete: jest.fn(), skip: jest.fn() };
  return { kind: 'linear', mediaUrl: 'https://ads.test/ad.mp4', skipOffset: null, tracker, clickThrough: null } as unknown as LinearAd;
}

describe('AdOverlay events', () => {
  beforeEach(() => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reports the impression, completion and "remove ads" to the metrics callback, besides the VAST tracker', async () => {
    const events: string[] = [];
    const onRemoveAds = jest.fn();
    const ad = fakeAd();
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
        <AdOverlay
          ad={ad}
          allowDisable
          onRemoveAds={onRemoveAds}
          onDone={() => events.push('done')}
          onFail={(code) => events.push(`fail ${code}`)}
          onEvent={(name) => events.push(name)}
        />
      </NextIntlClientProvider>,
    );
    const video = screen.getByTestId('player-ad').querySelector('video')!;
    await act(async () => {
      video.dispatchEvent(new Event('playing'));
      video.dispatchEvent(new Event('playing'));
    });
    fireEvent.click(screen.getByRole('button', { name: en.player.removeAds }));
    await act(async () => {
      video.dispatchEvent(new Event('ended'));
    });
    expect(events).toEqual(['ad_impression', 'ad_remove_ads', 'ad_complete', 'done']);
    expect(onRemoveAds).toHaveBeenCalledTimes(1);
    expect(ad.tracker.trackImpression).toHaveBeenCalledTimes(1);
  });
});
