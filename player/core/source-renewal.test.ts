import { RENEWAL_LEAD_MS, RENEWAL_MIN_INTERVAL_MS } from './source-renewal';
import { createTestPlayer } from './testing/test-player';
import type { PlayerEvents } from './events';
import type { PlaybackSource } from './types';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function signed(n: number): PlaybackSource {
  return { url: `https://media.test/vod/feature/tk.${n}/master.m3u8`, protocol: 'hls' };
}

async function playerWithRenewal(mode: 'vod' | 'live', renewals: (PlaybackSource | null)[]) {
  const player = createTestPlayer();
  const errors: PlayerEvents['playbackError'][] = [];
  player.controller.on('playbackError', (error) => errors.push(error));
  const renew = jest.fn(async () => renewals.shift() ?? null);
  await player.controller.load({ ...signed(0), renew }, { mode, autoplay: true });
  return { player, errors, renew };
}

describe('renewal of a refused (expired) media address', () => {
  it('asks the stream again on a 403 and continues on-demand at the current time, with no error', async () => {
    const { player, errors, renew } = await playerWithRenewal('vod', [signed(1)]);
    player.media.currentTime = 42;
    player.fakes.last().error('http-403', true);
    await flush();
    await flush();
    expect(renew).toHaveBeenCalledTimes(1);
    const engine = player.fakes.last();
    expect(engine.source?.url).toBe(signed(1).url);
    expect(engine.startPosition).toBe(42);
    expect(errors).toEqual([]);
    expect(player.alertKeys()).toEqual([]);
    expect(player.controller.getState().errorCount).toBe(0);
  });

  it('continues live at the live edge and renews again when the new address expires later', async () => {
    const { player, errors, renew } = await playerWithRenewal('live', [signed(1), signed(2)]);
    player.fakes.last().error('http-403', true);
    await flush();
    await flush();
    expect(player.fakes.last().startPosition).toBeUndefined();
    player.clock.now += RENEWAL_MIN_INTERVAL_MS + 1;
    player.fakes.last().error('http-403', true);
    await flush();
    await flush();
    expect(renew).toHaveBeenCalledTimes(2);
    expect(player.fakes.last().source?.url).toBe(signed(2).url);
    expect(errors).toEqual([]);
  });

  it('treats a refusal right after a renewal, or a failed renewal, as an error', async () => {
    const { player, errors } = await playerWithRenewal('vod', [signed(1)]);
    player.fakes.last().error('http-403', true);
    await flush();
    await flush();
    player.fakes.last().error('http-403', true);
    expect(errors.map((error) => error.kind)).toEqual(['http-403']);
    expect(player.controller.getState().errorCount).toBe(1);
  });

  it('counts a 403 as an error when the source cannot renew (an operator without renewal)', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    engine.error('http-403', true);
    expect(player.controller.getState().errorCount).toBe(1);
    expect(engine.restartLoadCalls).toHaveLength(1);
  });
});

describe('renewal followed by the engine itself (hls.js: no reload)', () => {
  async function followingPlayer(renewals: (PlaybackSource | null)[], follows = true) {
    const hooks: ((() => Promise<unknown>) | null)[] = [];
    const followed: PlaybackSource[] = [];
    const player = createTestPlayer({
      prepareEngine: (engine) => {
        engine.setAddressRenewal = (renew) => hooks.push(renew);
        engine.followRenewedAddress = (source) => {
          followed.push(source);
          return follows;
        };
      },
    });
    const errors: PlayerEvents['playbackError'][] = [];
    player.controller.on('playbackError', (error) => errors.push(error));
    const renew = jest.fn(async () => renewals.shift() ?? null);
    await player.controller.load({ ...signed(0), key: 'title:5', renew }, { mode: 'vod', autoplay: true });
    return { player, hooks, followed, errors, renew };
  }

  it('hands the engine a renewal that asks the stream once for every refusal meanwhile', async () => {
    const { player, hooks, followed, errors, renew } = await followingPlayer([signed(1)]);
    const ask = hooks.at(-1)!;
    await Promise.all([ask(), ask(), ask()]);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(followed.map((source) => source.url)).toEqual([signed(1).url]);
    // The renewed source keeps the page's key and renewal, and no new engine loaded it.
    expect(followed[0]).toMatchObject({ key: 'title:5', renew });
    expect(player.fakes.engines).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('reloads at the position reached when the engine cannot follow the renewed address', async () => {
    const { player, hooks } = await followingPlayer([signed(1)], false);
    player.media.currentTime = 30;
    await hooks.at(-1)!();
    expect(player.fakes.engines).toHaveLength(2);
    expect(player.fakes.last().source?.url).toBe(signed(1).url);
    expect(player.fakes.last().startPosition).toBe(30);
  });

  it('asks nothing again right after a renewal, so a refused address becomes an error', async () => {
    const { player, hooks, renew } = await followingPlayer([signed(1), signed(2)]);
    await hooks.at(-1)!();
    await hooks.at(-1)!();
    expect(renew).toHaveBeenCalledTimes(1);
    player.clock.now += RENEWAL_MIN_INTERVAL_MS + 1;
    await hooks.at(-1)!();
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('gives the engine no renewal for a source without one', async () => {
    const hooks: unknown[] = [];
    const player = createTestPlayer({ prepareEngine: (engine) => (engine.setAddressRenewal = (renew) => hooks.push(renew)) });
    await player.load();
    expect(hooks).toEqual([null]);
  });
});

describe('renewal ahead of a known expiry', () => {
  const NOW = 1_700_000_000_000;
  const expiring = (n: number, inMs: number): PlaybackSource => ({ ...signed(n), expiresAt: NOW + inMs });

  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  async function expiringPlayer(renewals: PlaybackSource[], follows = true) {
    const followed: string[] = [];
    const player = createTestPlayer({
      nowMs: NOW,
      prepareEngine: (engine) => {
        engine.followRenewedAddress = (source) => {
          followed.push(source.url);
          return follows;
        };
      },
    });
    const renew = jest.fn(async () => renewals.shift() ?? null);
    const errors: PlayerEvents['playbackError'][] = [];
    player.controller.on('playbackError', (error) => errors.push(error));
    await player.controller.load({ ...expiring(0, 15_000), renew }, { mode: 'live', autoplay: true });
    /** Lets `ms` pass on the player's clock and the timers alike. */
    const pass = async (ms: number) => {
      player.clock.now += ms;
      await jest.advanceTimersByTimeAsync(ms);
    };
    return { player, renew, followed, errors, pass };
  }

  it('renews a third of a short lifetime before its end, and the renewed address before its own, with no 403', async () => {
    const { renew, followed, errors, pass } = await expiringPlayer([expiring(1, 25_000), expiring(2, 35_000)]);
    await pass(9_900);
    expect(renew).not.toHaveBeenCalled();
    await pass(200);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(followed).toEqual([signed(1).url]);
    // The renewed address came at 10 s with 15 s left: renewed 5 s before its end, at 20 s.
    await pass(9_700);
    expect(renew).toHaveBeenCalledTimes(1);
    await pass(400);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(followed).toEqual([signed(1).url, signed(2).url]);
    expect(errors).toEqual([]);
  });

  it('renews a long lifetime 30 s before its end; an engine that cannot follow reloads there', async () => {
    const { player, renew, pass } = await expiringPlayer([expiring(1, 4 * 3_600_000)], false);
    player.controller.load({ ...expiring(0, 3_600_000), renew }, { mode: 'vod', autoplay: true });
    await pass(0);
    player.media.currentTime = 1_200;
    await pass(3_600_000 - RENEWAL_LEAD_MS - 1);
    expect(renew).not.toHaveBeenCalled();
    await pass(2);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(player.fakes.last().source?.url).toBe(signed(1).url);
    expect(player.fakes.last().startPosition).toBe(1_200);
  });

  it('plans nothing for an address already past on this clock, nor once another source came or the player ended', async () => {
    const { player, renew, pass } = await expiringPlayer([]);
    await player.controller.load({ ...expiring(3, -1_000), renew }, { mode: 'live', autoplay: true });
    await pass(60_000);
    await player.controller.load({ ...expiring(4, 15_000), renew }, { mode: 'live', autoplay: true });
    await player.controller.load({ ...signed(5), renew }, { mode: 'live', autoplay: true });
    await pass(60_000);
    await player.controller.load({ ...expiring(6, 15_000), renew }, { mode: 'live', autoplay: true });
    player.controller.destroy();
    await pass(60_000);
    expect(renew).not.toHaveBeenCalled();
  });
});
