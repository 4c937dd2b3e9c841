import type { EngineFactory, PlaybackEngine } from '../engines/engine';
import { PLAYBACK_RATE_DEFAULT, PLAYER_MESSAGE_KEYS, type PlayerMessageKey } from './constants';
import type { ControllerHost } from './controller-host';
import { TypedEmitter } from './emitter';
import { sourceIdentity } from './source-identity';
import { SourceRenewal } from './source-renewal';
import { ErrorRecovery, type StopReason } from './error-recovery';
import type { PlayerEvents, PlayerRequests } from './events';
import { createRequestHandlers, type RequestHandlers } from './requests';
import { bindMediaState } from './media-binding';
import { MediaSettings } from './media-settings';
import { PositionControl } from './position-control';
import { restartWhenResumedAtEnd } from './resume-near-end';
import { EMPTY_TRACKS, initialPlayerState, stateForNewLoad, type PlayerState } from './state';
import { createStore, type Listener, type Store } from './store';
import { TrackControl } from './track-control';
import { whenIdle } from './when-idle';
import type {
  EngineEvent,
  KeyValueStorage,
  LivePosition,
  MediaElementLike,
  PlaybackMode,
  PlaybackSource,
  TrackPriorities,
} from './types';

export interface PlayerControllerOptions<Media extends MediaElementLike> {
  createEngine: EngineFactory<Media>;
  /** Where volume and per-channel track choices persist; null keeps them for the page only. */
  storage?: KeyValueStorage | null;
  /** Wall clock in ms, injectable so archive rules can be tested. */
  now?: () => number;
  /** Audio and subtitle language priorities from settings, read when a stream's tracks arrive. */
  trackPriorities?: () => TrackPriorities;
  /** Whether the page already had a user gesture (e.g. navigator.userActivation.hasBeenActive). */
  hasUserInteracted?: () => boolean;
}

export interface LoadOptions {
  mode: PlaybackMode;
  channelId?: number | null;
  autoplay?: boolean;
  startPosition?: number;
  live?: Partial<LivePosition>;
  /**
   * The source is the catch-up blackout placeholder: it loops and shows the blackout state
   * (live-channels.md section 4 "Player states").
   */
  blackout?: boolean;
  /** The source is a title's trailer, played on its own ("trailer" player state, live-channels.md section 4). */
  trailer?: boolean;
}

export type UiFlags = Pick<PlayerState, 'fullscreen' | 'pictureInPicture' | 'casting' | 'packshot' | 'ad'>;

/** Longest a retired controller's engine teardown waits for an idle moment. */
const RETIRED_TEARDOWN_IDLE_MAX_MS = 1000;

/** The framework-free player: one state store, typed events, and every playback rule of the specs. */
export class PlayerController<Media extends MediaElementLike = HTMLMediaElement> {
  private readonly store: Store<PlayerState>;
  private readonly events = new TypedEmitter<PlayerEvents>();
  private readonly positions: PositionControl<Media>;
  private readonly errors: ErrorRecovery<Media>;
  private readonly renewal: SourceRenewal;
  private readonly tracks: TrackControl<Media>;
  private readonly settings: MediaSettings<Media>;
  private readonly now: () => number;
  private readonly requestHandlers: RequestHandlers = createRequestHandlers(this);
  private media: Media | null = null;
  private unbindMedia: (() => void) | null = null;
  private engine: PlaybackEngine<Media> | null = null;
  private unsubscribeEngine: (() => void) | null = null;
  private unwatchResume: (() => void) | null = null;
  private loadToken = 0;
  private lastLoad: { source: PlaybackSource | null; options: LoadOptions } | null = null;
  private interacted = false;
  private destroyed = false;

  constructor(private readonly options: PlayerControllerOptions<Media>) {
    this.now = options.now ?? Date.now;
    this.store = createStore(initialPlayerState(MediaSettings.readStoredVolume(options.storage ?? null)));
    const host: ControllerHost<Media> = {
      store: this.store,
      events: this.events,
      media: () => this.media,
      engine: () => this.engine,
      // The channel's clock: a delayed (vitrina) picture is "now" this far back.
      nowUnix: () => this.now() / 1000 - (this.store.getState().live.clockOffset ?? 0),
    };
    this.positions = new PositionControl(host);
    this.errors = new ErrorRecovery(
      host,
      (reason) => this.stop(reason),
      () => void this.reload({ keepLiveJump: true }),
    );
    this.renewal = new SourceRenewal({
      current: () => this.lastLoad?.source ?? null,
      continueWith: (source) => {
        if (this.lastLoad) this.lastLoad = { ...this.lastLoad, source };
        if (this.engine?.followRenewedAddress?.(source)) return Promise.resolve();
        return this.reload({ keepLiveJump: true });
      },
      fail: (error) => this.errors.onEngineError(error),
      now: this.now,
    });
    this.tracks = new TrackControl(this.store, options.storage ?? null, options.trackPriorities);
    this.settings = new MediaSettings(host, options.storage ?? null);
  }

  getState = (): PlayerState => this.store.getState();
  subscribe = (listener: Listener<PlayerState>): (() => void) => this.store.subscribe(listener);
  on<K extends keyof PlayerEvents>(name: K, handler: (payload: PlayerEvents[K]) => void): () => void {
    return this.events.on(name, handler);
  }
  off<K extends keyof PlayerEvents>(name: K, handler: (payload: PlayerEvents[K]) => void): void {
    this.events.off(name, handler);
  }

  /** The typed entry point for UIs (buttons, keyboard, gestures): one request name, one payload. */
  request<K extends keyof PlayerRequests>(name: K, payload: PlayerRequests[K]): void {
    (this.requestHandlers[name] as (payload: PlayerRequests[K]) => void)(payload);
  }

  attach(media: Media): void {
    this.assertAlive();
    this.unbindMedia?.();
    this.media = media;
    const { volume, muted } = this.getState();
    media.volume = volume;
    media.muted = muted;
    this.unbindMedia = bindMediaState(media, this.store, {
      ended: () => this.events.emit('ended', undefined),
      error: () => this.errors.onMediaError(),
    });
  }

  /** Plays `source`; a null source or a missing media element sets error 2 (live-channels.md section 4). */
  load(source: PlaybackSource | null, options: LoadOptions): Promise<void> {
    return this.loadSource(source, options, { keepLiveJump: false, reloading: false });
  }

  /**
   * Loads the current stream again with a fresh engine, where it was: live at the live edge, archive and on-demand at
   * the position reached (a connection back, a stopped player retried). Nothing happens before a first load. `source`:
   * the stream playing at the address the page holds now (asked again, it answers a newly signed one); ignored when
   * it is not the one playing (a packshot plays before it).
   */
  reload(options: { keepLiveJump?: boolean; source?: PlaybackSource } = {}): Promise<void> {
    const last = this.lastLoad;
    if (!last || this.destroyed) return Promise.resolve();
    const state = this.getState();
    const position = state.mode === 'live' ? undefined : (this.media?.currentTime ?? undefined);
    const wasPlaying = this.media ? !this.media.paused : false;
    const next: LoadOptions = {
      ...last.options,
      live: state.live,
      autoplay: last.options.autoplay || wasPlaying,
      startPosition: position || last.options.startPosition,
    };
    const wanted = options.source;
    const source =
      wanted && last.source && sourceIdentity(wanted) === sourceIdentity(last.source) ? wanted : last.source;
    return this.loadSource(source, next, { keepLiveJump: options.keepLiveJump === true, reloading: true });
  }

  private async loadSource(
    source: PlaybackSource | null,
    options: LoadOptions,
    { keepLiveJump, reloading }: { keepLiveJump: boolean; reloading: boolean },
  ): Promise<void> {
    this.assertAlive();
    const token = ++this.loadToken;
    this.lastLoad = { source, options };
    this.teardownEngine();
    this.positions.cancel();
    this.errors.reset({ keepLiveJump });
    this.store.setState({
      ...stateForNewLoad(options.mode, options.channelId ?? null, options.live),
      blackout: options.blackout === true,
      trailer: options.trailer === true,
    });
    const media = this.media;
    if (!media || !source) {
      // catalogue-vod-billing.md section 4 "Watch player": no source gives the codec error.
      this.store.setState({ loading: false, error: 2, codecError: !source });
      if (!source) this.alert(PLAYER_MESSAGE_KEYS.codecError);
      return;
    }
    media.playbackRate = PLAYBACK_RATE_DEFAULT;
    media.loop = options.blackout === true;
    let engine: PlaybackEngine<Media>;
    try {
      engine = await this.options.createEngine(source);
    } catch (error) {
      if (token !== this.loadToken) return;
      this.errors.onEngineError({ kind: 'incompatible-codecs', fatal: true, details: describe(error) });
      return;
    }
    if (token !== this.loadToken) {
      engine.destroy();
      return;
    }
    this.engine = engine;
    this.unsubscribeEngine = engine.subscribe((event) => {
      if (this.engine === engine) this.onEngineEvent(event);
    });
    this.tracks.bind(engine);
    engine.setAddressRenewal?.(source.renew ? () => this.renewal.renew() : null);
    this.renewal.watch(source);
    // A reload continues where the viewer was, even in the last seconds; only a resume from history starts over.
    if (options.mode === 'vod' && options.startPosition && !reloading) {
      this.unwatchResume = restartWhenResumedAtEnd(media, options.startPosition);
    }
    try {
      engine.attach(media);
      await engine.load(source, options.startPosition);
    } catch (error) {
      if (token === this.loadToken) this.errors.onEngineError({ kind: 'other', fatal: true, details: describe(error) });
      return;
    }
    if (token !== this.loadToken) return;
    if (options.autoplay) await this.startPlayback(true);
  }

  /** A user asked to play; counts as an interaction, so later autoplay keeps sound. */
  play(): Promise<boolean> {
    this.noteUserInteraction();
    return this.startPlayback(false);
  }

  /** Live (non-archive) streams cannot pause (live-channels.md section 4); returns whether it paused. */
  pause(): boolean {
    this.noteUserInteraction();
    if (!this.media) return false;
    if (this.getState().mode === 'live') {
      this.alert(PLAYER_MESSAGE_KEYS.livePauseRefused);
      return false;
    }
    this.media.pause();
    return true;
  }

  togglePlay(): Promise<boolean> | boolean {
    return this.media && !this.media.paused ? this.pause() : this.play();
  }

  /** One skip tap; archive and on-demand only. Returns false when ignored. */
  skip(direction: 1 | -1): boolean {
    this.noteUserInteraction();
    return this.positions.skip(direction);
  }

  seek(seconds: number): void {
    this.positions.seek(seconds);
  }

  /**
   * Scrubs a live or archive programme to `offset` seconds from its start and asks for the stream
   * at that point. Returns the requested timestamp (0 is live) or null without a programme.
   */
  scrub(offset: number): number | null {
    return this.positions.scrub(offset);
  }

  goLive(): void {
    this.positions.goLive();
  }

  setVolume(volume: number): void {
    this.settings.setVolume(volume);
  }

  stepVolume(direction: 1 | -1): void {
    this.settings.stepVolume(direction);
  }

  setMuted(muted: boolean): void {
    this.noteUserInteraction();
    this.settings.setMuted(muted);
  }

  toggleMute(): void {
    this.setMuted(!this.getState().muted);
  }

  setPlaybackRate(rate: number): boolean {
    return this.settings.setPlaybackRate(rate);
  }

  setLevel(id: number): void {
    this.tracks.setLevel(id);
  }

  setAudioTrack(id: number): void {
    this.tracks.setAudioTrack(id);
  }

  setTextTrack(id: number | null): void {
    this.tracks.setTextTrack(id);
  }

  /** A new programme or schedule window of the same stream (the live player moves on every programme) without a reload. */
  updateLive(live: Partial<Pick<LivePosition, 'programme' | 'schedule' | 'clockOffset'>>): void {
    this.store.setState({ live: { ...this.getState().live, ...live } });
  }

  /** States owned by other modules (fullscreen API, casting, ads, packshots). */
  setFlags(flags: Partial<UiFlags>): void {
    this.store.setState(flags);
  }

  noteUserInteraction(): void {
    this.interacted = true;
  }

  /** Safe to call more than once; events from the old engine are ignored afterwards. */
  destroy(): void {
    this.end((engine) => engine.destroy());
  }

  /**
   * Ends the controller of a player whose element left the page with it (never to be used again): it stops loading
   * at once, and its engine's teardown waits for an idle moment. hls.js resets its element as it goes (media.load(),
   * 5-9 ms), which a channel switch ran in the middle of the next channel's start (issue 19, traced).
   */
  retire(): void {
    this.end((engine) => {
      engine.stopLoading?.();
      whenIdle(() => engine.destroy(), RETIRED_TEARDOWN_IDLE_MAX_MS);
    });
  }

  private end(endEngine: (engine: PlaybackEngine<Media>) => void): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.loadToken += 1;
    this.positions.cancel();
    this.renewal.watch(null);
    const engine = this.detachEngine();
    if (engine) endEngine(engine);
    this.unbindMedia?.();
    this.unbindMedia = null;
    this.media = null;
    this.events.clear();
  }

  private async startPlayback(auto: boolean): Promise<boolean> {
    const media = this.media;
    if (!media || !this.engine) return false;
    const interacted = this.interacted || (this.options.hasUserInteracted?.() ?? false);
    // live-channels.md section 4: autoplay is muted unless the user has interacted.
    if (auto && !interacted) {
      media.muted = true;
      this.store.setState({ muted: true });
    }
    try {
      await media.play();
      this.store.setState({ showPlayButton: false });
      return true;
    } catch {
      this.store.setState({ showPlayButton: true, loading: false });
      return false;
    }
  }

  private stop(reason: StopReason): void {
    this.media?.pause();
    this.positions.cancel();
    this.renewal.watch(null);
    this.teardownEngine();
    // A stopped stream has nothing to choose from, so the track menus disappear with it.
    this.store.setState({ stopped: true, loading: false, waiting: false, play: false, tracks: EMPTY_TRACKS });
    this.events.emit('stopped', { reason });
  }

  private onEngineEvent(event: EngineEvent): void {
    if (event.type === 'tracks') this.tracks.update(event.tracks);
    else if (!this.renewal.handle(event.error)) this.errors.onEngineError(event.error);
  }

  private alert(key: PlayerMessageKey): void {
    this.events.emit('alert', { type: 'message', key });
  }

  private teardownEngine(): void {
    this.detachEngine()?.destroy();
  }

  /** The engine, no longer the controller's: nothing of it is heard or asked after this. */
  private detachEngine(): PlaybackEngine<Media> | null {
    this.unsubscribeEngine?.();
    this.unsubscribeEngine = null;
    this.unwatchResume?.();
    this.unwatchResume = null;
    this.tracks.bind(null);
    const engine = this.engine;
    this.engine = null;
    return engine;
  }

  private assertAlive(): void {
    if (this.destroyed) throw new Error('This PlayerController was destroyed; create a new one');
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
