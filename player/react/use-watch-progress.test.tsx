import { act, renderHook } from '@testing-library/react';
import { PlayerController } from '../core/controller';
import { createFakeEngineFactory } from '../core/testing/fake-engine';
import { FakeMedia } from '../core/testing/fake-media';
import { useWatchProgress } from './use-watch-progress';

async function setup(duration = 600) {
  const controller = new PlayerController<FakeMedia>({ createEngine: createFakeEngineFactory().factory });
  const media = new FakeMedia();
  media.duration = duration;
  controller.attach(media);
  await controller.load({ url: 'title.m3u8', protocol: 'hls' }, { mode: 'vod' });
  const saves: [number, number][] = [];
  const next = jest.fn();
  const leave = { listener: null as (() => void) | null };
  const hook = renderHook(() =>
    useWatchProgress(controller as unknown as PlayerController, {
      sourceKey: 'title',
      enabled: true,
      onHistorySave: (seconds, durationSec) => saves.push([seconds, durationSec]),
      onNextEpisode: next,
      onPageLeave: (listener) => {
        leave.listener = listener;
        return () => (leave.listener = null);
      },
    }),
  );
  const playFor = (seconds: number) => {
    for (let index = 0; index < seconds; index += 1) {
      media.currentTime += 1;
      act(() => {
        media.fire('timeupdate');
        jest.advanceTimersByTime(1000);
      });
    }
  };
  media.paused = false;
  act(() => {
    media.fire('durationchange');
    media.fire('playing');
  });
  return { controller, media, saves, next, hook, playFor, leave };
}

describe('useWatchProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('saves history after 10 s of play, then every 30 s, and on pause', async () => {
    const { media, saves, playFor } = await setup();
    playFor(9);
    expect(saves).toEqual([]);
    playFor(1);
    expect(saves).toEqual([[10, 600]]);
    playFor(29);
    expect(saves).toHaveLength(1);
    playFor(1);
    expect(saves.at(-1)).toEqual([40, 600]);
    act(() => media.pause());
    expect(saves.at(-1)).toEqual([40, 600]);
    expect(saves).toHaveLength(3);
  });

  it('counts neither packshots nor ads as viewing', async () => {
    const { controller, saves, playFor, media } = await setup();
    act(() => controller.setFlags({ packshot: true }));
    playFor(15);
    act(() => controller.setFlags({ packshot: false, ad: true }));
    playFor(15);
    expect(saves).toEqual([]);
    act(() => controller.setFlags({ ad: false }));
    media.currentTime = 0;
    playFor(10);
    expect(saves).toEqual([[10, 600]]);
  });

  it('saves the position as the page is left, through the page-leave service it was given', async () => {
    const { media, saves, playFor, leave } = await setup();
    playFor(12);
    media.currentTime = 47;
    act(() => media.fire('timeupdate'));
    act(() => leave.listener?.());
    expect(saves.at(-1)).toEqual([47, 600]);
  });

  it('does not save before 10 s of play, even on pause or unmount', async () => {
    const { media, saves, playFor, hook } = await setup();
    playFor(5);
    act(() => media.pause());
    hook.unmount();
    expect(saves).toEqual([]);
  });

  it('asks for the next episode once, 2 s before the end, and saves the position first', async () => {
    const { media, saves, next, playFor } = await setup(120);
    playFor(12);
    media.currentTime = 117;
    act(() => media.fire('timeupdate'));
    expect(next).not.toHaveBeenCalled();
    media.currentTime = 118;
    act(() => media.fire('timeupdate'));
    act(() => media.fire('timeupdate'));
    expect(next).toHaveBeenCalledTimes(1);
    expect(saves.at(-1)).toEqual([118, 120]);
  });

  it('asks for the next episode when a short title ends, but not when a packshot ends', async () => {
    const { controller, media, next } = await setup(15);
    act(() => controller.setFlags({ packshot: true }));
    act(() => media.fire('ended'));
    expect(next).not.toHaveBeenCalled();
    act(() => controller.setFlags({ packshot: false }));
    media.currentTime = 14;
    act(() => media.fire('timeupdate'));
    expect(next).not.toHaveBeenCalled();
    act(() => media.fire('ended'));
    expect(next).toHaveBeenCalledTimes(1);
  });
});
