import { PlayerController, type LoadOptions } from '../controller';
import type { PlayerEvents } from '../events';
import type { KeyValueStorage, PlaybackSource, TrackPriorities } from '../types';
import { createFakeEngineFactory, type FakeEngine } from './fake-engine';
import { FakeMedia } from './fake-media';

export const TEST_SOURCE: PlaybackSource = { url: 'https://media.test/live/1/master.m3u8', protocol: 'hls' };

export class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

export interface TestPlayerOptions {
  nowMs?: number;
  storage?: KeyValueStorage;
  hasUserInteracted?: () => boolean;
  trackPriorities?: () => TrackPriorities;
  /** Shapes every engine as it is created (e.g. one that follows renewed addresses). */
  prepareEngine?: (engine: FakeEngine) => void;
}

/** A controller wired to a fake media element and fake engines, recording every event. */
export function createTestPlayer(options: TestPlayerOptions = {}) {
  const fakes = createFakeEngineFactory(options.prepareEngine);
  const media = new FakeMedia();
  const clock = { now: options.nowMs ?? 1_700_000_000_000 };
  const controller = new PlayerController<FakeMedia>({
    createEngine: fakes.factory,
    storage: options.storage ?? null,
    now: () => clock.now,
    hasUserInteracted: options.hasUserInteracted,
    trackPriorities: options.trackPriorities,
  });
  controller.attach(media);
  const alerts: PlayerEvents['alert'][] = [];
  const positions: number[] = [];
  const stops: PlayerEvents['stopped'][] = [];
  controller.on('alert', (alert) => alerts.push(alert));
  controller.on('streamPositionRequest', ({ timestamp }) => positions.push(timestamp));
  controller.on('stopped', (stop) => stops.push(stop));
  const load = async (loadOptions: Partial<LoadOptions> = {}): Promise<FakeEngine> => {
    await controller.load(TEST_SOURCE, { mode: 'vod', ...loadOptions });
    return fakes.last();
  };
  const alertKeys = () => alerts.map((alert) => (alert.type === 'message' ? alert.key : `drm:${alert.code}`));
  return { controller, media, fakes, clock, alerts, alertKeys, positions, stops, load };
}
