import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { PlayerController } from '../core/controller';
import { createFakeEngineFactory } from '../core/testing/fake-engine';
import { FakeMedia } from '../core/testing/fake-media';
import type { PlayerAlert } from '../core/types';
import type { EngineFactory } from '../engines/engine';
import { usePlayerController } from './use-player-controller';
import { usePlayerShortcuts } from './use-player-shortcuts';
import { usePlayerEvent, usePlayerState } from './use-player-state';

function createPlayer() {
  const fakes = createFakeEngineFactory();
  const controller = new PlayerController<FakeMedia>({ createEngine: fakes.factory });
  const media = new FakeMedia();
  controller.attach(media);
  return { controller, media, fakes };
}

function WaitingBadge({ controller }: { controller: PlayerController<FakeMedia> }) {
  const waiting = usePlayerState(controller, (state) => state.waiting);
  return <span>{waiting ? 'buffering' : 'ready'}</span>;
}

describe('usePlayerState', () => {
  it('re-renders when the selected state changes', async () => {
    const { controller, media } = createPlayer();
    await controller.load({ url: 'a.m3u8', protocol: 'hls' }, { mode: 'vod' });
    render(<WaitingBadge controller={controller} />);
    expect(screen.getByText('ready')).toBeInTheDocument();
    act(() => media.fire('waiting'));
    expect(screen.getByText('buffering')).toBeInTheDocument();
  });
});

describe('usePlayerEvent', () => {
  it('delivers events to the latest handler and unsubscribes on unmount', async () => {
    const { controller } = createPlayer();
    await controller.load({ url: 'a.m3u8', protocol: 'hls' }, { mode: 'live' });
    const seen: PlayerAlert[] = [];
    const { unmount } = renderHook(() => usePlayerEvent(controller, 'alert', (alert) => seen.push(alert)));
    controller.pause();
    unmount();
    controller.pause();
    expect(seen).toEqual([{ type: 'message', key: 'warning_archive_no_pause' }]);
  });
});

describe('usePlayerController', () => {
  it('keeps one controller across re-renders and destroys it after unmount', async () => {
    const fakes = createFakeEngineFactory();
    // The hook drives real <video> elements; a fake engine never touches the element it gets.
    const createEngine = fakes.factory as unknown as EngineFactory<HTMLMediaElement>;
    const { result, rerender, unmount } = renderHook(() => usePlayerController({ createEngine, storage: null }), {
      reactStrictMode: true,
    });
    const controller = result.current;
    rerender();
    expect(result.current).toBe(controller);
    await Promise.resolve();
    await expect(controller.load(null, { mode: 'vod' })).resolves.toBeUndefined();
    unmount();
    await Promise.resolve();
    await expect(controller.load(null, { mode: 'vod' })).rejects.toThrow(/destroyed/);
  });
});

describe('usePlayerShortcuts', () => {
  it('drives the controller from the keyboard unless an ad, preview or modal blocks it', async () => {
    const { controller, media } = createPlayer();
    await controller.load({ url: 'a.m3u8', protocol: 'hls' }, { mode: 'vod' });
    const onToggleFullscreen = jest.fn();
    let modalOpen = false;
    const { rerender } = renderHook(
      ({ preview }: { preview: boolean }) =>
        usePlayerShortcuts(controller, {
          preview,
          onToggleFullscreen,
          onEscape: jest.fn(),
          onToggleHelp: jest.fn(),
          isModalOpen: () => modalOpen,
        }),
      { initialProps: { preview: false } },
    );
    fireEvent.keyDown(window, { code: 'Space', key: ' ' });
    expect(media.paused).toBe(false);
    fireEvent.keyDown(window, { code: 'KeyF', key: 'f' });
    expect(onToggleFullscreen).toHaveBeenCalledTimes(1);

    modalOpen = true;
    fireEvent.keyDown(window, { code: 'Space', key: ' ' });
    expect(media.paused).toBe(false);
    modalOpen = false;

    controller.setFlags({ ad: true });
    fireEvent.keyDown(window, { code: 'Space', key: ' ' });
    expect(media.paused).toBe(false);
    controller.setFlags({ ad: false });

    rerender({ preview: true });
    fireEvent.keyDown(window, { code: 'Space', key: ' ' });
    expect(media.paused).toBe(false);

    rerender({ preview: false });
    const input = document.createElement('input');
    document.body.appendChild(input);
    fireEvent.keyDown(input, { code: 'Space', key: ' ' });
    expect(media.paused).toBe(false);
    fireEvent.keyDown(window, { code: 'Space', key: ' ' });
    expect(media.paused).toBe(true);
  });
});
