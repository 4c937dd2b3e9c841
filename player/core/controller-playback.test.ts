import { PlayerController } from './controller';
import { FakeMedia } from './testing/fake-media';
import { createTestPlayer, MemoryStorage, TEST_SOURCE } from './testing/test-player';

describe('PlayerController media events', () => {
  it('waiting sets waiting, canplaythrough clears it, playing sets play and clears loading', async () => {
    const player = createTestPlayer();
    await player.load();
    expect(player.controller.getState()).toMatchObject({ loading: true, play: false });
    player.media.fire('waiting');
    expect(player.controller.getState().waiting).toBe(true);
    player.media.fire('canplaythrough');
    expect(player.controller.getState().waiting).toBe(false);
    player.media.fire('playing');
    expect(player.controller.getState()).toMatchObject({ play: true, loading: false });
    player.media.fire('pause');
    expect(player.controller.getState()).toMatchObject({ play: false, paused: true });
  });

  it('tracks time, duration and picture in picture from the element', async () => {
    const player = createTestPlayer();
    await player.load();
    player.media.currentTime = 12.5;
    player.media.duration = 600;
    player.media.fire('timeupdate');
    player.media.fire('durationchange');
    player.media.fire('enterpictureinpicture');
    expect(player.controller.getState()).toMatchObject({ currentTime: 12.5, duration: 600, pictureInPicture: true });
  });

  it('notifies subscribers only when state changes', async () => {
    const player = createTestPlayer();
    await player.load();
    const seen: boolean[] = [];
    player.controller.subscribe((state) => seen.push(state.waiting));
    player.media.fire('waiting');
    player.media.fire('waiting');
    player.media.fire('canplaythrough');
    expect(seen).toEqual([true, false]);
  });
});

describe('PlayerController autoplay and pause rules', () => {
  it('autoplays muted when the user has not interacted', async () => {
    const player = createTestPlayer();
    player.media.blockUnmutedAutoplay = true;
    await player.load({ autoplay: true });
    expect(player.media.muted).toBe(true);
    expect(player.media.paused).toBe(false);
    expect(player.controller.getState()).toMatchObject({ muted: true, showPlayButton: false });
  });

  it('autoplays with sound after an interaction', async () => {
    const player = createTestPlayer({ hasUserInteracted: () => true });
    await player.load({ autoplay: true });
    expect(player.media.muted).toBe(false);

    const other = createTestPlayer();
    other.controller.noteUserInteraction();
    await other.load({ autoplay: true });
    expect(other.media.muted).toBe(false);
  });

  it('shows the play button when the browser refuses to play', async () => {
    const player = createTestPlayer({ hasUserInteracted: () => true });
    player.media.blockUnmutedAutoplay = true;
    await player.load({ autoplay: true });
    expect(player.controller.getState().showPlayButton).toBe(true);
  });

  it('refuses to pause a live stream with warning_archive_no_pause', async () => {
    const player = createTestPlayer();
    await player.load({ mode: 'live', autoplay: true });
    expect(player.controller.pause()).toBe(false);
    expect(player.media.paused).toBe(false);
    expect(player.alertKeys()).toEqual(['warning_archive_no_pause']);
  });

  it('pauses archive and on-demand playback', async () => {
    for (const mode of ['archive', 'vod'] as const) {
      const player = createTestPlayer();
      await player.load({ mode, autoplay: true });
      expect(player.controller.pause()).toBe(true);
      expect(player.media.paused).toBe(true);
      expect(player.alerts).toEqual([]);
    }
  });
});

describe('PlayerController blackout', () => {
  it('loops the placeholder and shows the blackout state until real content loads', async () => {
    const player = createTestPlayer();
    await player.load({ mode: 'archive', blackout: true, autoplay: true });
    expect(player.controller.getState().blackout).toBe(true);
    expect(player.media.loop).toBe(true);
    await player.load({ mode: 'archive' });
    expect(player.controller.getState().blackout).toBe(false);
    expect(player.media.loop).toBe(false);
  });
});

describe('PlayerController trailer', () => {
  it('is in the trailer state while a trailer plays, and leaves it with the next title', async () => {
    const player = createTestPlayer();
    await player.load({ mode: 'vod', trailer: true, autoplay: true });
    expect(player.controller.getState().trailer).toBe(true);
    await player.load({ mode: 'vod' });
    expect(player.controller.getState().trailer).toBe(false);
  });
});

describe('PlayerController volume and speed', () => {
  it('keeps volume within 0..1 on the 0.05 grid and stores it', async () => {
    const storage = new MemoryStorage();
    const player = createTestPlayer({ storage });
    player.controller.setVolume(0.5);
    player.controller.stepVolume(1);
    expect(player.controller.getState().volume).toBe(0.55);
    expect(player.media.volume).toBe(0.55);
    player.controller.setVolume(1.7);
    player.controller.stepVolume(1);
    expect(player.controller.getState().volume).toBe(1);
    player.controller.setVolume(0.02);
    player.controller.stepVolume(-1);
    expect(player.controller.getState().volume).toBe(0);
    expect(storage.getItem('player.volume')).toBe('0');
    expect(() => player.controller.setVolume(Number.NaN)).toThrow(RangeError);

    player.controller.setVolume(0.35);
    const next = createTestPlayer({ storage });
    expect(next.controller.getState().volume).toBe(0.35);
    expect(next.media.volume).toBe(0.35);
  });

  it('keeps working when storage refuses reads and writes', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const player = createTestPlayer({ storage: refusing });
    expect(player.controller.getState().volume).toBe(1);
    player.controller.setVolume(0.5);
    expect(player.media.volume).toBe(0.5);
  });

  it('changes speed in 0.25 steps between 0.25 and 2, on-demand only', async () => {
    const player = createTestPlayer();
    await player.load({ mode: 'vod' });
    expect(player.controller.setPlaybackRate(1.3)).toBe(true);
    expect(player.media.playbackRate).toBe(1.25);
    player.controller.setPlaybackRate(5);
    expect(player.controller.getState().playbackRate).toBe(2);
    player.controller.setPlaybackRate(0);
    expect(player.controller.getState().playbackRate).toBe(0.25);

    await player.load({ mode: 'archive' });
    expect(player.media.playbackRate).toBe(1);
    expect(player.controller.setPlaybackRate(1.5)).toBe(false);
    expect(player.media.playbackRate).toBe(1);
  });
});

describe('PlayerController destroy safety', () => {
  it('can be destroyed twice and ignores late events from a destroyed engine', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    const captured = engine.capturedListeners();
    player.controller.destroy();
    player.controller.destroy();
    expect(engine.destroyCalls).toBe(1);
    expect(player.media.listenerCount()).toBe(0);

    const before = player.controller.getState();
    engine.emitLate({ type: 'error', error: { kind: 'http-404', fatal: true, details: 'late' } }, captured);
    expect(player.controller.getState()).toBe(before);
    expect(engine.restartLoadCalls).toEqual([]);
    await expect(player.controller.load(TEST_SOURCE, { mode: 'vod' })).rejects.toThrow(/destroyed/);
  });

  it('retired with its element gone, stops loading at once and tears its engine down in an idle moment', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    jest.useFakeTimers();
    try {
      player.controller.retire();
      expect(engine.stopLoadingCalls).toBe(1);
      expect(engine.destroyCalls).toBe(0);
      expect(player.media.listenerCount()).toBe(0);
      await expect(player.controller.load(TEST_SOURCE, { mode: 'vod' })).rejects.toThrow(/destroyed/);
      jest.advanceTimersByTime(1000);
      expect(engine.destroyCalls).toBe(1);
      player.controller.destroy();
      expect(engine.destroyCalls).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('ignores events from the engine of a previous load', async () => {
    const player = createTestPlayer();
    const first = await player.load();
    const captured = first.capturedListeners();
    const second = await player.load();
    expect(first.destroyCalls).toBe(1);
    first.emitLate({ type: 'error', error: { kind: 'http-404', fatal: true, details: 'late' } }, captured);
    expect(player.controller.getState().errorCount).toBe(0);
    second.error('http-404');
    expect(player.controller.getState().errorCount).toBe(1);
  });

  it('destroys an engine that finishes creating after a newer load or destroy', async () => {
    let release: () => void = () => undefined;
    const player = createTestPlayer();
    const slow = new PlayerController<FakeMedia>({
      createEngine: async (source) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return player.fakes.factory(source);
      },
    });
    const media = new FakeMedia();
    slow.attach(media);
    const loading = slow.load(TEST_SOURCE, { mode: 'vod', autoplay: true });
    slow.destroy();
    release();
    await loading;
    expect(player.fakes.last().destroyCalls).toBe(1);
    expect(player.fakes.last().media).toBeNull();
    expect(media.playCalls).toBe(0);
  });

  it('clears counters and flags on a new load', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    engine.error('http-404');
    engine.error('incompatible-codecs');
    await player.load();
    expect(player.controller.getState()).toMatchObject({
      errorCount: 0,
      codecError: false,
      stopped: false,
      loading: true,
    });
  });
});
