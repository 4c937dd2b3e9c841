import { renderHook } from '@testing-library/react';
import { PlayerController } from '../core/controller';
import { createFakeEngineFactory } from '../core/testing/fake-engine';
import type { FakeMedia } from '../core/testing/fake-media';
import { useFullscreen } from './use-fullscreen';

function setFullscreenElement(element: Element | null) {
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  document.dispatchEvent(new Event('fullscreenchange'));
}

describe('useFullscreen', () => {
  afterEach(() => setFullscreenElement(null));

  it('requests fullscreen on the container, exits when already fullscreen, and mirrors the flag', async () => {
    const controller = new PlayerController<FakeMedia>({ createEngine: createFakeEngineFactory().factory });
    const container = document.createElement('div');
    container.requestFullscreen = jest.fn(async () => setFullscreenElement(container));
    const exitFullscreen = jest.fn(async () => setFullscreenElement(null));
    document.exitFullscreen = exitFullscreen;
    const { result } = renderHook(() => useFullscreen(controller, { current: container }));

    await result.current();
    expect(container.requestFullscreen).toHaveBeenCalledTimes(1);
    expect(controller.getState().fullscreen).toBe(true);

    await result.current();
    expect(exitFullscreen).toHaveBeenCalledTimes(1);
    expect(controller.getState().fullscreen).toBe(false);
  });

  it('falls back to the video element fullscreen of iOS', async () => {
    const controller = new PlayerController<FakeMedia>({ createEngine: createFakeEngineFactory().factory });
    const container = document.createElement('div');
    Object.defineProperty(container, 'requestFullscreen', { value: undefined });
    const video = Object.assign(document.createElement('video'), { webkitEnterFullscreen: jest.fn() });
    const { result } = renderHook(() => useFullscreen(controller, { current: container }, { current: video }));
    await result.current();
    expect(video.webkitEnterFullscreen).toHaveBeenCalledTimes(1);
    video.dispatchEvent(new Event('webkitbeginfullscreen'));
    expect(controller.getState().fullscreen).toBe(true);
    video.dispatchEvent(new Event('webkitendfullscreen'));
    expect(controller.getState().fullscreen).toBe(false);
  });
});
