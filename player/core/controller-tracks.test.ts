import { AUTO_LEVEL, type MediaTrack, type QualityLevel } from './types';
import { createTestPlayer, MemoryStorage } from './testing/test-player';

const level = (id: number, height: number, bitrate = height * 1000): QualityLevel => ({
  id,
  height,
  width: Math.round((height * 16) / 9),
  bitrate,
});
const track = (id: number, language: string, enabled = false): MediaTrack => ({
  id,
  language,
  label: language,
  enabled,
});

describe('PlayerController tracks', () => {
  it('offers at most the top 4 quality levels up to 1080', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    engine.setTracks({
      levels: [
        level(0, 240),
        level(1, 360),
        level(2, 480),
        level(3, 720),
        level(4, 1080),
        level(5, 2160),
        level(6, 720, 1),
      ],
    });
    expect(player.controller.getState().tracks.levels.map((item) => [item.id, item.height])).toEqual([
      [4, 1080],
      [3, 720],
      [2, 480],
      [1, 360],
    ]);
  });

  it('passes valid quality choices to the engine and refuses unknown ones', async () => {
    const player = createTestPlayer();
    const engine = await player.load();
    engine.setTracks({ levels: [level(0, 360), level(1, 720)] });
    player.controller.setLevel(1);
    player.controller.request('setLevel', { id: AUTO_LEVEL });
    expect(engine.levelCalls).toEqual([1, AUTO_LEVEL]);
    expect(() => player.controller.setLevel(9)).toThrow(RangeError);
    expect(player.controller.getState().tracks.level).toBe(AUTO_LEVEL);
  });

  it('remembers the audio and subtitle language per channel and restores it on the next load', async () => {
    const storage = new MemoryStorage();
    const player = createTestPlayer({ storage });
    const engine = await player.load({ channelId: 7, mode: 'live' });
    engine.setTracks({ audio: [track(0, 'ru', true), track(1, 'en')], text: [track(0, 'ru'), track(1, 'en')] });
    player.controller.setAudioTrack(1);
    player.controller.setTextTrack(0);
    expect(player.controller.getState().tracks.audio.map((item) => item.enabled)).toEqual([false, true]);

    const next = await player.load({ channelId: 7, mode: 'live' });
    next.setTracks({ audio: [track(0, 'ru', true), track(1, 'en')], text: [track(0, 'ru'), track(1, 'en')] });
    expect(next.audioCalls).toEqual([1]);
    expect(next.textCalls).toEqual([0]);

    const otherChannel = await player.load({ channelId: 8, mode: 'live' });
    otherChannel.setTracks({ audio: [track(0, 'ru', true), track(1, 'en')] });
    expect(otherChannel.audioCalls).toEqual([]);
  });

  it('remembers subtitles switched off', async () => {
    const storage = new MemoryStorage();
    const player = createTestPlayer({ storage });
    const engine = await player.load({ channelId: 3, mode: 'live' });
    engine.setTracks({ text: [track(0, 'en', true)] });
    player.controller.setTextTrack(null);
    const next = await player.load({ channelId: 3, mode: 'live' });
    next.setTracks({ text: [track(0, 'en', true)] });
    expect(next.textCalls).toEqual([null]);
    expect(player.controller.getState().tracks.text[0].enabled).toBe(false);
  });

  it('starts on the settings language priorities when the stream carries them', async () => {
    const priorities = { audio: ['kk', 'en', 'ru'], text: ['en'] };
    const player = createTestPlayer({ trackPriorities: () => priorities });
    const engine = await player.load({ mode: 'vod' });
    engine.setTracks({ audio: [track(0, 'ru', true), track(1, 'en-US')], text: [track(0, 'ru'), track(1, 'en')] });
    expect(engine.audioCalls).toEqual([1]);
    expect(engine.textCalls).toEqual([1]);
    expect(player.controller.getState().tracks.audio.map((item) => item.enabled)).toEqual([false, true]);
  });

  it('chooses subtitles by priority when the engine announces them after the audio tracks', async () => {
    const player = createTestPlayer({ trackPriorities: () => ({ audio: ['en'], text: ['en'] }) });
    const engine = await player.load({ mode: 'vod' });
    engine.setTracks({ audio: [track(0, 'ru', true), track(1, 'en')] });
    engine.setTracks({ audio: [track(0, 'ru'), track(1, 'en', true)], text: [track(0, 'ru'), track(1, 'en')] });
    expect(engine.audioCalls).toEqual([1]);
    expect(engine.textCalls).toEqual([1]);
  });

  it('keeps the stream defaults without priorities, and when none of them is carried', async () => {
    const player = createTestPlayer({ trackPriorities: () => ({ audio: ['kk'], text: [] }) });
    const engine = await player.load({ mode: 'vod' });
    engine.setTracks({ audio: [track(0, 'ru', true), track(1, 'en')], text: [track(0, 'ru'), track(1, 'en')] });
    expect(engine.audioCalls).toEqual([]);
    expect(engine.textCalls).toEqual([]);

    const failing = createTestPlayer({
      trackPriorities: () => {
        throw new Error('storage refused');
      },
    });
    const next = await failing.load({ mode: 'vod' });
    next.setTracks({ audio: [track(0, 'ru', true), track(1, 'en')] });
    expect(next.audioCalls).toEqual([]);
  });

  it("lets the channel's remembered choice win over the priorities", async () => {
    const storage = new MemoryStorage();
    const player = createTestPlayer({ storage, trackPriorities: () => ({ audio: ['en'], text: ['en'] }) });
    const engine = await player.load({ channelId: 4, mode: 'live' });
    engine.setTracks({ audio: [track(0, 'ru', true), track(1, 'en')], text: [track(0, 'ru'), track(1, 'en')] });
    player.controller.setAudioTrack(0);
    player.controller.setTextTrack(null);

    const next = await player.load({ channelId: 4, mode: 'live' });
    next.setTracks({ audio: [track(0, 'ru', true), track(1, 'en')], text: [track(0, 'ru'), track(1, 'en')] });
    expect(next.audioCalls).toEqual([]);
    expect(next.textCalls).toEqual([]);
    expect(player.controller.getState().tracks.text.every((item) => !item.enabled)).toBe(true);

    const otherChannel = await player.load({ channelId: 5, mode: 'live' });
    otherChannel.setTracks({ audio: [track(0, 'ru', true), track(1, 'en')], text: [track(0, 'ru'), track(1, 'en')] });
    expect(otherChannel.audioCalls).toEqual([1]);
    expect(otherChannel.textCalls).toEqual([1]);
  });

  it('survives unreadable stored choices and refuses unknown track ids', async () => {
    const storage = new MemoryStorage();
    storage.setItem('player.tracks.5', '{not json');
    const player = createTestPlayer({ storage });
    const engine = await player.load({ channelId: 5, mode: 'live' });
    engine.setTracks({ audio: [track(0, 'ru', true)] });
    expect(engine.audioCalls).toEqual([]);
    expect(() => player.controller.setAudioTrack(4)).toThrow(RangeError);
    expect(() => player.controller.setTextTrack(4)).toThrow(RangeError);
  });
});

describe('PlayerController requests', () => {
  it('routes typed requests to the rules', async () => {
    const player = createTestPlayer();
    await player.load({ mode: 'live', autoplay: true });
    player.controller.request('togglePlay', undefined);
    expect(player.alertKeys()).toEqual(['warning_archive_no_pause']);
    player.controller.request('setVolume', { volume: 0.4 });
    player.controller.request('stepVolume', { direction: -1 });
    expect(player.controller.getState().volume).toBe(0.35);
    player.controller.request('toggleMute', undefined);
    expect(player.media.muted).toBe(true);
    player.controller.request('goLive', undefined);
    expect(player.positions).toEqual([0]);
  });
});
