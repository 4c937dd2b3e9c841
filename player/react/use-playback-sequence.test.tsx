import { act, renderHook } from '@testing-library/react';
import { PlayerController } from '../core/controller';
import { createFakeEngineFactory } from '../core/testing/fake-engine';
import { FakeMedia } from '../core/testing/fake-media';
import type { PlaybackSource } from '../core/types';
import { sourceKey, usePlaybackSequence } from './use-playback-sequence';

const attachPrestartedPlayback = jest.fn();
jest.mock('../engines/load-engine', () => ({
  ...jest.requireActual('../engines/load-engine'),
  attachPrestartedPlayback: (...args: unknown[]) => attachPrestartedPlayback(...args),
}));

const CONTENT: PlaybackSource = { url: 'https://m.test/feature/master.m3u8', protocol: 'hls' };
const PACKSHOTS = ['https://m.test/p1.m3u8', 'https://m.test/p2.m3u8'];

function setup(blocked: boolean) {
  const fakes = createFakeEngineFactory();
  const controller = new PlayerController<FakeMedia>({ createEngine: fakes.factory });
  controller.attach(new FakeMedia());
  const typed = controller as unknown as PlayerController;
  const hook = renderHook(
    ({ isBlocked }) => usePlaybackSequence(typed, { source: CONTENT, mode: 'vod', packshots: PACKSHOTS }, isBlocked),
    { initialProps: { isBlocked: blocked } },
  );
  const loaded = () => fakes.engines.map((engine) => engine.source?.url);
  return { controller, fakes, hook, loaded };
}

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

describe('usePlaybackSequence', () => {
  it('plays the packshots one after another, then the content', async () => {
    const { controller, hook, loaded } = setup(false);
    await settle();
    expect(hook.result.current.packshot).toBe(0);
    expect(controller.getState().packshot).toBe(true);
    act(() => void hook.result.current.advance());
    await settle();
    expect(hook.result.current.packshot).toBe(1);
    act(() => void hook.result.current.advance());
    await settle();
    expect(hook.result.current.packshot).toBeNull();
    expect(controller.getState().packshot).toBe(false);
    expect(loaded()).toEqual([...PACKSHOTS, CONTENT.url]);
    expect(hook.result.current.advance()).toBe(false);
  });

  it('loads nothing while a pre-roll blocks the content', async () => {
    const { hook, loaded } = setup(true);
    await settle();
    expect(loaded()).toEqual([]);
    hook.rerender({ isBlocked: false });
    await settle();
    expect(loaded()).toEqual([PACKSHOTS[0]]);
  });

  it('stands ready while the page asks for the stream, and loads its answer at once', async () => {
    const fakes = createFakeEngineFactory();
    const controller = new PlayerController<FakeMedia>({ createEngine: fakes.factory });
    controller.attach(new FakeMedia());
    const typed = controller as unknown as PlayerController;
    const hook = renderHook(
      ({ source }: { source: PlaybackSource | null }) =>
        usePlaybackSequence(typed, { source, streamPending: source === null, mode: 'live', channelId: 4 }, false),
      { initialProps: { source: null as PlaybackSource | null } },
    );
    await settle();
    // Not even the "no source" codec error: nothing is loaded yet.
    expect(fakes.engines).toEqual([]);
    expect(controller.getState().codecError).toBe(false);
    hook.rerender({ source: CONTENT });
    await settle();
    expect(fakes.engines.map((engine) => engine.source?.url)).toEqual([CONTENT.url]);
  });

  it('keeps playing when the page hands a newly signed address of the same stream (its key), adopted or not', async () => {
    const fakes = createFakeEngineFactory();
    const controller = new PlayerController<FakeMedia>({ createEngine: fakes.factory });
    controller.attach(new FakeMedia());
    const typed = controller as unknown as PlayerController;
    const signed = (token: string): PlaybackSource => ({
      ...CONTENT,
      url: `https://m.test/${token}/master.m3u8`,
      key: 'title:5',
    });
    const hook = renderHook(
      ({ source }: { source: PlaybackSource }) => usePlaybackSequence(typed, { source, mode: 'vod' }, false),
      { initialProps: { source: signed('tk.1') } },
    );
    await settle();
    hook.rerender({ source: signed('tk.2') });
    await settle();
    expect(fakes.engines.map((engine) => engine.source?.url)).toEqual([signed('tk.1').url]);
    // Taken back from the mini-player, whose playback had the key of the page's new answer: not loaded again.
    const adopted = renderHook(() =>
      usePlaybackSequence(typed, { source: signed('tk.3'), mode: 'vod' }, false, sourceKey(signed('tk.1'))),
    );
    await settle();
    expect(fakes.engines).toHaveLength(1);
    adopted.unmount();
  });

  it('hands its element, as its stream answers, to a playback started ahead of that source, and to no later load', async () => {
    attachPrestartedPlayback.mockReset();
    const fakes = createFakeEngineFactory();
    const controller = new PlayerController<FakeMedia>({ createEngine: fakes.factory });
    const typed = controller as unknown as PlayerController;
    const media = { current: {} as HTMLMediaElement };
    const hook = renderHook(
      ({ source }: { source: PlaybackSource | null }) =>
        usePlaybackSequence(
          typed,
          { source, streamPending: source === null, mode: 'live', channelId: 4 },
          false,
          null,
          media,
        ),
      { initialProps: { source: null as PlaybackSource | null } },
    );
    expect(attachPrestartedPlayback).not.toHaveBeenCalled();
    hook.rerender({ source: CONTENT });
    expect(attachPrestartedPlayback).toHaveBeenCalledWith(CONTENT, media.current);
    await settle();
    hook.rerender({ source: { ...CONTENT, url: 'https://m.test/other.m3u8' } });
    await settle();
    // Another source later is loaded by the player only.
    expect(attachPrestartedPlayback.mock.calls.map(([source]) => source)).toEqual([CONTENT]);
  });
});
