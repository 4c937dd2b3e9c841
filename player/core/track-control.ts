import type { PlaybackEngine } from '../engines/engine';
import { selectQualityLevels } from './quality';
import type { PlayerState } from './state';
import type { Store } from './store';
import { findByLanguage, findByPriority, TrackMemory } from './track-memory';
import { AUTO_LEVEL, type KeyValueStorage, type MediaTrack, type TrackLists, type TrackPriorities } from './types';

const NO_PRIORITIES: TrackPriorities = { audio: [], text: [] };

/**
 * Quality, audio and subtitle choices: the engine's lists filtered for the menu, choices validated
 * and passed to the engine, and the audio/subtitle language remembered per channel
 * (live-channels.md section 4 "Player states"). The first tracks of a stream follow the channel's
 * remembered choice, else the language priorities from settings (core-session-account.md section 1).
 */
export class TrackControl<Media> {
  private engine: PlaybackEngine<Media> | null = null;
  /** Each list gets its first choice once, when it first has tracks (engines may announce them apart). */
  private chosen = { audio: false, text: false };
  private readonly memory: TrackMemory;

  constructor(
    private readonly store: Store<PlayerState>,
    storage: KeyValueStorage | null,
    private readonly priorities: () => TrackPriorities = () => NO_PRIORITIES,
  ) {
    this.memory = new TrackMemory(storage);
  }

  bind(engine: PlaybackEngine<Media> | null): void {
    this.engine = engine;
    this.chosen = { audio: false, text: false };
  }

  update(tracks: TrackLists): void {
    this.store.setState({ tracks: { ...tracks, levels: selectQualityLevels(tracks.levels) } });
    const audio = !this.chosen.audio && tracks.audio.length > 0;
    const text = !this.chosen.text && tracks.text.length > 0;
    if (audio) this.chosen.audio = true;
    if (text) this.chosen.text = true;
    if (audio || text) this.chooseInitialTracks({ audio, text });
  }

  setLevel(id: number): void {
    const { tracks } = this.store.getState();
    if (id !== AUTO_LEVEL && !tracks.levels.some((level) => level.id === id)) {
      throw new RangeError(`Unknown quality level ${id}`);
    }
    this.engine?.setLevel(id);
    this.store.setState({ tracks: { ...tracks, level: id } });
  }

  setAudioTrack(id: number): void {
    const track = this.requireTrack('audio', id);
    this.engine?.setAudioTrack(id);
    this.markEnabled('audio', id);
    this.remember({ audio: track.language });
  }

  setTextTrack(id: number | null): void {
    const track = id === null ? null : this.requireTrack('text', id);
    this.engine?.setTextTrack(id);
    this.markEnabled('text', id);
    this.remember({ text: track ? track.language : null });
  }

  private chooseInitialTracks(lists: { audio: boolean; text: boolean }): void {
    const { channelId, tracks } = this.store.getState();
    const remembered = channelId === null ? {} : this.memory.read(channelId);
    const priorities = this.readPriorities();
    if (lists.audio) {
      const audio = findByLanguage(tracks.audio, remembered.audio) ?? findByPriority(tracks.audio, priorities.audio);
      if (audio && !audio.enabled) {
        this.engine?.setAudioTrack(audio.id);
        this.markEnabled('audio', audio.id);
      }
    }
    if (!lists.text) return;
    if (remembered.text === null) {
      if (tracks.text.some((track) => track.enabled)) {
        this.engine?.setTextTrack(null);
        this.markEnabled('text', null);
      }
      return;
    }
    const text = findByLanguage(tracks.text, remembered.text) ?? findByPriority(tracks.text, priorities.text);
    if (text && !text.enabled) {
      this.engine?.setTextTrack(text.id);
      this.markEnabled('text', text.id);
    }
  }

  /** Settings live in page storage, which may refuse; playback goes on with the stream's defaults. */
  private readPriorities(): TrackPriorities {
    try {
      return this.priorities();
    } catch {
      return NO_PRIORITIES;
    }
  }

  private requireTrack(kind: 'audio' | 'text', id: number): MediaTrack {
    const track = this.store.getState().tracks[kind].find((item) => item.id === id);
    if (!track) throw new RangeError(`Unknown ${kind} track ${id}`);
    return track;
  }

  private markEnabled(kind: 'audio' | 'text', id: number | null): void {
    const { tracks } = this.store.getState();
    const list = tracks[kind].map((track) => ({ ...track, enabled: track.id === id }));
    this.store.setState({ tracks: { ...tracks, [kind]: list } });
  }

  private remember(patch: { audio?: string; text?: string | null }): void {
    const { channelId } = this.store.getState();
    if (channelId !== null) this.memory.remember(channelId, patch);
  }
}
