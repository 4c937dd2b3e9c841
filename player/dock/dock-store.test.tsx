import { act, renderHook } from '@testing-library/react';
import type { PlayerController } from '../core/controller';
import { initialPlayerState } from '../core/state';
import { createTestPlayer } from '../core/testing/test-player';
import type { PlayerServices } from '../react/player-services';
import type { StatsTransport } from '../stats/playback-stats';
import { STAT_AFTER_PLAYER_MS, usePlaybackStats } from '../stats/use-playback-stats';
import {
  adoptDocked,
  canDock,
  claimDock,
  closeDock,
  dockPlayback,
  finishAdoption,
  getDocked,
  peekDocked,
  retainPagePart,
  retainPart,
  subscribeDock,
  takePart,
  type DockOffer,
} from './dock-store';

type Controller = PlayerController<HTMLMediaElement>;

function playingPlayer() {
  const player = createTestPlayer();
  player.media.fire('playing');
  return { ...player, controller: player.controller as unknown as Controller };
}

function offer(controller: Controller, key = 'channel:1:live:en'): DockOffer {
  const media = document.createElement('video');
  // jsdom plays no media: its pause() only reports "not implemented".
  media.pause = () => undefined;
  return {
    key,
    href: '/channels/first',
    title: 'First',
    controller,
    media,
    sourceKey: '["https://media.test/1.m3u8","hls",null]',
    ads: { breaksMs: [], firedMs: [], postPauseRoll: false },
    restore: { request: '1:live:en' },
  };
}

function recorder() {
  const calls: string[] = [];
  const stats: StatsTransport = {
    playback: async (kind) => calls.push(kind),
    watchEvent: async () => calls.push('watch'),
    stat: async (id, duration) => calls.push(`stat:${id}:${duration}`),
    error: async () => calls.push('error'),
  };
  const services: Pick<PlayerServices, 'stats' | 'onPageLeave'> = { stats, onPageLeave: () => () => undefined };
  return { calls, services };
}

const identity = { statId: 41, channelId: 1, contentParentId: null, contentId: null, startType: 'click', libraryId: null };

afterEach(() => {
  closeDock();
  jest.useRealTimers();
});

describe('the mini-player dock store', () => {
  it('docks only a picture that plays: never an ad, a packshot, a paused or stopped player', () => {
    const playing = { ...initialPlayerState(), play: true, paused: false };
    expect(canDock(playing)).toBe(true);
    expect(canDock({ ...playing, ad: true })).toBe(false);
    expect(canDock({ ...playing, packshot: true })).toBe(false);
    expect(canDock({ ...playing, play: false, paused: true })).toBe(false);
    expect(canDock({ ...playing, stopped: true })).toBe(false);
    expect(canDock({ ...playing, casting: true })).toBe(false);
  });

  it('moves the same <video> into its box without re-creating it, and tells its subscribers', async () => {
    const { controller } = playingPlayer();
    const docked = offer(controller);
    const listener = jest.fn();
    const off = subscribeDock(listener);
    document.body.append(docked.media);
    dockPlayback(docked);
    await Promise.resolve();
    off();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getDocked()?.media).toBe(docked.media);
    expect(docked.media.isConnected).toBe(true);
    expect(docked.media.parentElement?.parentElement).toBe(document.body);
  });

  it('is adopted back only by a page playing the same key, which takes it out of the dock', () => {
    const { controller } = playingPlayer();
    dockPlayback(offer(controller));
    expect(adoptDocked('channel:2:live:en')).toBeNull();
    expect(getDocked()).not.toBeNull();
    const adopted = adoptDocked('channel:1:live:en');
    expect(adopted?.controller).toBe(controller);
    expect(adopted?.restore).toEqual({ request: '1:live:en' });
    expect(getDocked()).toBeNull();
    // The adopting render run again (strict mode) gets the same playback, not a new player.
    expect(adoptDocked('channel:1:live:en')).toBe(adopted);
    finishAdoption(controller);
    expect(adoptDocked('channel:1:live:en')).toBeNull();
  });

  it('still shows a playback being adopted to its page rendered again before the adopting player commits', () => {
    const { controller } = playingPlayer();
    dockPlayback(offer(controller));
    expect(peekDocked('channel:1:live:en')?.restore).toEqual({ request: '1:live:en' });
    adoptDocked('channel:1:live:en');
    // A navigation's render that React interrupted and ran again: the page must take the same stream answer again,
    // or it asks a new stream and the adopted picture reloads.
    expect(peekDocked('channel:1:live:en')?.restore).toEqual({ request: '1:live:en' });
    expect(peekDocked('channel:2:live:en')).toBeNull();
    finishAdoption(controller);
    expect(peekDocked('channel:1:live:en')).toBeNull();
  });

  it('keeps only one player: a page about to play something else closes the docked one and destroys it', () => {
    const { controller } = playingPlayer();
    const docked = offer(controller);
    const dispose = jest.fn();
    dockPlayback(docked);
    retainPart(controller, 'stats', 'k', dispose);
    claimDock('channel:1:live:en');
    expect(getDocked()).not.toBeNull();
    claimDock('watch:7:1:2:0');
    expect(getDocked()).toBeNull();
    expect(dispose).toHaveBeenCalledTimes(1);
    expect(docked.media.isConnected).toBe(false);
    expect(() => controller.attach(docked.media)).toThrow();
  });

  it('tells its subscribers once, after the task, of a playback docked and closed again in it (a channel switch)', async () => {
    const { controller } = playingPlayer();
    const listener = jest.fn();
    const off = subscribeDock(listener);
    dockPlayback(offer(controller));
    claimDock('channel:2:live:en');
    await Promise.resolve();
    off();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getDocked()).toBeNull();
  });

  it('a second docking replaces the first (only one player plays)', () => {
    const first = playingPlayer();
    const second = playingPlayer();
    const firstOffer = offer(first.controller);
    dockPlayback(firstOffer);
    dockPlayback(offer(second.controller, 'watch:7:1:2:0'));
    expect(getDocked()?.controller).toBe(second.controller);
    expect(firstOffer.media.isConnected).toBe(false);
  });

  it('gives a retained part back to the adopting player when its key matches, and ends the others', () => {
    const { controller } = playingPlayer();
    dockPlayback(offer(controller));
    const kept = jest.fn();
    const stale = jest.fn();
    expect(retainPart(controller, 'stats', 'stat-41', kept, 'running')).toBe(true);
    expect(retainPart(controller, 'progress', 'old-source', stale)).toBe(true);
    adoptDocked('channel:1:live:en');
    expect(takePart(controller, 'stats', 'stat-42')).toBeNull();
    expect(takePart(controller, 'stats', 'stat-41')?.value).toBe('running');
    finishAdoption(controller);
    expect(kept).not.toHaveBeenCalled();
    expect(stale).toHaveBeenCalledTimes(1);
  });

  it("keeps a page's own counter of the docked playback until the dock ends or a page adopts it", () => {
    const { controller } = playingPlayer();
    dockPlayback(offer(controller));
    const stop = jest.fn();
    expect(retainPagePart('channel:2:live:en', 'tns', jest.fn())).toBe(false);
    expect(retainPagePart('channel:1:live:en', 'tns', stop)).toBe(true);
    expect(stop).not.toHaveBeenCalled();
    adoptDocked('channel:1:live:en');
    finishAdoption(controller);
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('retains nothing for a controller that is not docked', () => {
    const { controller } = playingPlayer();
    expect(retainPart(controller, 'stats', 'k', jest.fn())).toBe(false);
  });
});

describe('statistics across the mini-player', () => {
  it('keep counting while docked, are adopted back as the same stat (no second start), and report on close', () => {
    jest.useFakeTimers();
    const { controller } = playingPlayer();
    const { calls, services } = recorder();
    const page = renderHook(() => usePlaybackStats(controller, identity, 'hls', services));
    act(() => jest.advanceTimersByTime(3000));
    expect(calls).toEqual(['start']);

    // The page goes while the player plays: the dock takes it before the effects clean up.
    dockPlayback(offer(controller));
    page.unmount();
    act(() => jest.advanceTimersByTime(STAT_AFTER_PLAYER_MS + 5000));
    expect(calls).toEqual(['start']);

    // Back to full view: the same stat goes on.
    adoptDocked('channel:1:live:en');
    const back = renderHook(() => usePlaybackStats(controller, identity, 'hls', services));
    finishAdoption(controller);
    act(() => jest.advanceTimersByTime(25_000));
    expect(calls).toEqual(['start', 'stat:41:30']);

    // Docked again and closed: the last duration is reported (the leave statistics).
    dockPlayback(offer(controller));
    back.unmount();
    act(() => jest.advanceTimersByTime(4000));
    closeDock();
    act(() => jest.advanceTimersByTime(STAT_AFTER_PLAYER_MS));
    expect(calls).toEqual(['start', 'stat:41:30', 'stat:41:39']);
  });

  it('end as before when the player goes without the dock', () => {
    jest.useFakeTimers();
    const { controller } = playingPlayer();
    const { calls, services } = recorder();
    const page = renderHook(() => usePlaybackStats(controller, identity, 'hls', services));
    act(() => jest.advanceTimersByTime(5000));
    page.unmount();
    act(() => jest.advanceTimersByTime(STAT_AFTER_PLAYER_MS));
    expect(calls).toEqual(['start', 'stat:41:5']);
  });
});
