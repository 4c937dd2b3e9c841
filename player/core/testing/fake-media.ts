import type { MediaElementLike } from '../types';

/** A media element stand-in for node tests: fire events by hand, control whether play() is allowed. */
export class FakeMedia implements MediaElementLike {
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  muted = false;
  volume = 1;
  playbackRate = 1;
  loop = false;
  error: { code: number; message?: string } | null = null;
  /** When true, play() rejects the way browsers refuse unmuted autoplay. */
  blockUnmutedAutoplay = false;
  playCalls = 0;
  pauseCalls = 0;
  private readonly listeners = new Map<string, Set<() => void>>();

  play(): Promise<void> {
    this.playCalls += 1;
    if (this.blockUnmutedAutoplay && !this.muted) {
      return Promise.reject(new DOMException('play() failed because the user did not interact', 'NotAllowedError'));
    }
    this.paused = false;
    this.fire('play');
    return Promise.resolve();
  }

  pause(): void {
    this.pauseCalls += 1;
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }

  addEventListener(type: string, listener: () => void): void {
    let set = this.listeners.get(type);
    if (!set) {
      set = new Set();
      this.listeners.set(type, set);
    }
    set.add(listener);
  }

  removeEventListener(type: string, listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  listenerCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  fire(type: string): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
}
