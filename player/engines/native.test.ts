import type { EngineEvent } from '../core/types';
import { NativeEngine } from './native';

/** Just enough of a Safari <video> for the native engine: src, load(), text and audio track lists. */
class FakeTrackList extends EventTarget {
  [index: number]: { kind?: string; language: string; label: string; mode?: string; enabled?: boolean };
  length = 0;
  add(track: FakeTrackList[number]) {
    this[this.length] = track;
    this.length += 1;
    this.dispatchEvent(new Event('addtrack'));
  }
}

class FakeVideo extends EventTarget {
  src = '';
  currentTime = 0;
  loads = 0;
  textTracks = new FakeTrackList();
  audioTracks = new FakeTrackList();
  load() {
    this.loads += 1;
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
}

function setup() {
  const video = new FakeVideo();
  const engine = new NativeEngine();
  const events: EngineEvent[] = [];
  engine.subscribe((event) => events.push(event));
  engine.attach(video as unknown as HTMLMediaElement);
  return { video, engine, events };
}

const source = { url: 'https://media.test/live/1/master.m3u8', protocol: 'hls' as const };

describe('NativeEngine', () => {
  it('plays the URL on the element and seeks to the start position once metadata is known', async () => {
    const { video, engine } = setup();
    await engine.load(source, 42);
    expect(video.src).toBe(source.url);
    expect(video.loads).toBe(1);
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(42);
    video.currentTime = 50;
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(50);
  });

  it('restarts from a position by reloading the source', async () => {
    const { video, engine } = setup();
    await engine.load(source);
    engine.restartLoad(120);
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.loads).toBe(2);
    expect(video.currentTime).toBe(120);
  });

  it('reports subtitle and audio tracks and switches them', async () => {
    const { video, engine, events } = setup();
    await engine.load(source);
    video.textTracks.add({ kind: 'subtitles', language: 'en', label: 'English', mode: 'disabled' });
    video.textTracks.add({ kind: 'metadata', language: '', label: 'id3', mode: 'hidden' });
    video.audioTracks.add({ language: 'ru', label: 'Русский', enabled: true });
    video.audioTracks.add({ language: 'en', label: '', enabled: false });
    const last = events.at(-1);
    expect(last?.type === 'tracks' && last.tracks).toEqual({
      levels: [],
      level: -1,
      audio: [
        { id: 0, language: 'ru', label: 'Русский', enabled: true },
        { id: 1, language: 'en', label: 'en', enabled: false },
      ],
      text: [{ id: 0, language: 'en', label: 'English', enabled: false }],
    });
    engine.setTextTrack(0);
    engine.setAudioTrack(1);
    expect(video.textTracks[0].mode).toBe('showing');
    expect(video.textTracks[1].mode).toBe('hidden');
    expect([video.audioTracks[0].enabled, video.audioTracks[1].enabled]).toEqual([false, true]);
    engine.setTextTrack(null);
    expect(video.textTracks[0].mode).toBe('disabled');
  });

  it('destroys once, empties the element and reports nothing afterwards', async () => {
    const { video, engine, events } = setup();
    await engine.load(source);
    engine.destroy();
    engine.destroy();
    expect(video.src).toBe('');
    expect(video.loads).toBe(2);
    video.textTracks.add({ kind: 'subtitles', language: 'en', label: 'English', mode: 'disabled' });
    engine.restartLoad(10);
    expect(events).toEqual([]);
    expect(video.src).toBe('');
    await expect(engine.load(source)).rejects.toThrow(/destroyed/);
  });
});
