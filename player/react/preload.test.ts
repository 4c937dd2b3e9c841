/** @jest-environment jsdom */
const loaded: string[] = [];

jest.mock('./player-view', () => {
  loaded.push('view');
  return { PlayerView: () => null };
});
jest.mock('../engines/hls', () => {
  loaded.push('hls');
  return { createHlsEngine: () => null };
});

type PreloadModule = typeof import('./preload');

/** A fresh module registry per test: the preload state and the mocked chunks start unloaded. */
function freshPreload(): PreloadModule {
  jest.resetModules();
  return jest.requireActual<PreloadModule>('./preload');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadPlayer', () => {
  beforeEach(() => {
    loaded.length = 0;
    delete (window as { MediaSource?: unknown }).MediaSource;
  });

  it('downloads the view and hls.js once, however often intent is shown', async () => {
    (window as { MediaSource?: unknown }).MediaSource = function MediaSource() {};
    const { preloadPlayer, loadPlayerView } = freshPreload();
    preloadPlayer();
    preloadPlayer();
    await flush();
    expect(loaded.sort()).toEqual(['hls', 'view']);
    expect(loadPlayerView()).toBe(loadPlayerView());
    expect(typeof (await loadPlayerView()).PlayerView).toBe('function');
  });

  it('leaves hls.js alone where the browser has no Media Source Extensions', async () => {
    const { preloadPlayer } = freshPreload();
    preloadPlayer();
    await flush();
    expect(loaded).toEqual(['view']);
  });
});
