import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { PlayerController } from '../core/controller';
import { createFakeEngineFactory } from '../core/testing/fake-engine';
import { FakeMedia } from '../core/testing/fake-media';
import type { PlayerAlert } from '../core/types';
import type { EngineFactory } from '../engines/engine';
import { usePlayerController } from './use-player-controller';
import { bindPlayerShortcuts } from '../keyboard/shortcuts';
import { modalOpenOver, usePlayerShortcuts } from './use-player-shortcuts';
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

describe('keys a focused element handles never reach the player', () => {
  function setup() {
    document.body.innerHTML = `
      <ul aria-label="channels"><li><a href="/channels/all/tumar" id="card">Tumar</a></li></ul>
      <ol data-testid="schedule"><li><button id="programme">News</button></li></ol>
      <div role="tablist"><button role="tab" id="day">Today</button></div>
      <div role="menu"><button role="menuitem" id="item">Add</button></div>
      <div role="dialog" aria-modal="true" id="frame"><div id="player"><button id="mute">Mute</button></div></div>
      <button id="elsewhere">Share</button>
      <div id="plain" tabindex="0"></div>`;
    const log: string[] = [];
    const root = document.getElementById('player');
    const commands = {
      togglePlay: () => log.push('togglePlay'),
      skip: (direction: number) => log.push(`skip ${direction}`),
      stepVolume: (direction: number) => log.push(`volume ${direction}`),
      toggleFullscreen: () => log.push('fullscreen'),
      escape: () => log.push('escape'),
      toggleHelp: () => log.push('help'),
    };
    const unbind = bindPlayerShortcuts(window, commands, {
      isAdPlaying: () => false,
      isPreview: () => false,
      isModalOpen: () => modalOpenOver(root),
      playerRoot: () => root,
    });
    const press = (id: string, code: string) => fireEvent.keyDown(document.getElementById(id)!, { code, key: code });
    return { log, unbind, press };
  }

  it('ignores arrows and Space pressed in the channel list, the schedule, day tabs and menus', () => {
    jest.useFakeTimers();
    const { log, unbind, press } = setup();
    for (const id of ['card', 'programme', 'day', 'item']) {
      for (const code of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Space']) press(id, code);
    }
    press('elsewhere', 'Space');
    expect(log).toEqual([]);
    unbind();
    jest.useRealTimers();
  });

  it('ignores a key another handler already used', () => {
    const { log, unbind } = setup();
    const plain = document.getElementById('plain')!;
    plain.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(plain, { code: 'ArrowLeft', key: 'ArrowLeft' });
    expect(log).toEqual([]);
    unbind();
  });

  it('still takes keys on the page and in its own frame, even when that frame is a modal page', () => {
    jest.useFakeTimers();
    const { log, unbind, press } = setup();
    press('plain', 'ArrowLeft');
    press('mute', 'ArrowRight');
    press('mute', 'Space');
    expect(log).toEqual(['skip -1', 'skip 1']);
    unbind();
    jest.useRealTimers();
  });

  it('counts only modal dialogs that are not around the player', () => {
    document.body.innerHTML = `<div role="dialog" aria-modal="true"><div id="inside"></div></div>`;
    expect(modalOpenOver(document.getElementById('inside'))).toBe(false);
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-modal="true"></div>');
    expect(modalOpenOver(document.getElementById('inside'))).toBe(true);
  });
});
