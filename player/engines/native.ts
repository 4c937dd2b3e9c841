import { AUTO_LEVEL, type EngineEvent, type MediaTrack, type PlaybackSource, type TrackLists } from '../core/types';
import type { PlaybackEngine } from './engine';
import { EngineListeners } from './engine-listeners';

/** Safari exposes audio tracks on media elements; the DOM typings do not describe them. */
interface NativeAudioTrack {
  id: string;
  language: string;
  label: string;
  enabled: boolean;
}
interface NativeAudioTrackList extends EventTarget {
  readonly length: number;
  [index: number]: NativeAudioTrack;
}

const SUBTITLE_KINDS = new Set(['subtitles', 'captions']);

/**
 * The browser's own HLS player (Safari, iOS) where Media Source Extensions are missing. Quality is
 * chosen by the browser, so no levels are offered; errors surface through the media element.
 */
export class NativeEngine implements PlaybackEngine {
  readonly kind = 'native' as const;
  private readonly listeners = new EngineListeners();
  private media: HTMLMediaElement | null = null;
  private url: string | null = null;
  private readonly onTracksChanged = () => this.listeners.emit({ type: 'tracks', tracks: this.getTracks() });

  attach(media: HTMLMediaElement): void {
    this.media = media;
    media.textTracks.addEventListener('addtrack', this.onTracksChanged);
    media.textTracks.addEventListener('change', this.onTracksChanged);
    this.audioTracks()?.addEventListener('addtrack', this.onTracksChanged);
    this.audioTracks()?.addEventListener('change', this.onTracksChanged);
  }

  async load(source: PlaybackSource, startPosition?: number): Promise<void> {
    if (this.listeners.isClosed) throw new Error('This native engine was destroyed');
    this.url = source.url;
    this.setSource(startPosition);
  }

  restartLoad(position?: number): void {
    this.setSource(position ?? this.media?.currentTime);
  }

  recoverMedia(): void {
    this.setSource(this.media?.currentTime);
  }

  getTracks(): TrackLists {
    const media = this.media;
    if (!media) return { levels: [], level: AUTO_LEVEL, audio: [], text: [] };
    const audio: MediaTrack[] = [];
    const list = this.audioTracks();
    for (let id = 0; list && id < list.length; id += 1) {
      const track = list[id];
      audio.push({ id, language: track.language, label: track.label || track.language, enabled: track.enabled });
    }
    const text: MediaTrack[] = [];
    for (let id = 0; id < media.textTracks.length; id += 1) {
      const track = media.textTracks[id];
      if (!SUBTITLE_KINDS.has(track.kind)) continue;
      text.push({
        id,
        language: track.language,
        label: track.label || track.language,
        enabled: track.mode === 'showing',
      });
    }
    return { levels: [], level: AUTO_LEVEL, audio, text };
  }

  setLevel(): void {
    // The browser's native HLS player picks the quality itself and offers no levels to choose from.
  }

  setAudioTrack(id: number): void {
    const list = this.audioTracks();
    for (let index = 0; list && index < list.length; index += 1) list[index].enabled = index === id;
  }

  setTextTrack(id: number | null): void {
    const tracks = this.media?.textTracks;
    for (let index = 0; tracks && index < tracks.length; index += 1) {
      if (SUBTITLE_KINDS.has(tracks[index].kind)) tracks[index].mode = index === id ? 'showing' : 'disabled';
    }
  }

  subscribe(listener: (event: EngineEvent) => void): () => void {
    return this.listeners.subscribe(listener);
  }

  destroy(): void {
    if (this.listeners.isClosed) return;
    this.listeners.close();
    const media = this.media;
    this.media = null;
    if (!media) return;
    media.textTracks.removeEventListener('addtrack', this.onTracksChanged);
    media.textTracks.removeEventListener('change', this.onTracksChanged);
    const audio = (media as HTMLMediaElement & { audioTracks?: NativeAudioTrackList }).audioTracks;
    audio?.removeEventListener('addtrack', this.onTracksChanged);
    audio?.removeEventListener('change', this.onTracksChanged);
    media.removeAttribute('src');
    media.load();
  }

  private setSource(position: number | undefined): void {
    const media = this.media;
    if (!media || !this.url || this.listeners.isClosed) return;
    media.src = this.url;
    if (position !== undefined && position > 0) {
      const seek = () => {
        media.removeEventListener('loadedmetadata', seek);
        media.currentTime = position;
      };
      media.addEventListener('loadedmetadata', seek);
    }
    media.load();
  }

  private audioTracks(): NativeAudioTrackList | undefined {
    return (this.media as (HTMLMediaElement & { audioTracks?: NativeAudioTrackList }) | null)?.audioTracks;
  }
}

export function createNativeEngine(): NativeEngine {
  return new NativeEngine();
}
