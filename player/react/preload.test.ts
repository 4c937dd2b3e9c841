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

describe('preloadPlayerWhenIdle', () => {
  let idleTasks: Array<() => void> = [];
  /** Runs the idle callbacks asked so far (one idle period), then lets the imports they start settle. */
  const idlePeriod = async () => {
    const tasks = idleTasks;
    idleTasks = [];
    for (const task of tasks) task();
    await flush();
  };

  beforeEach(() => {
    loaded.length = 0;
    idleTasks = [];
    (window as { MediaSource?: unknown }).MediaSource = function MediaSource() {};
    window.requestIdleCallback = ((task: () => void) => idleTasks.push(task)) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = ((handle: number) => {
      idleTasks[handle - 1] = () => undefined;
    }) as typeof window.cancelIdleCallback;
    Object.defineProperty(navigator, 'connection', { configurable: true, value: undefined });
  });

  it("runs the page's own start code, then the view, then hls.js, each in an idle period of its own", async () => {
    const first = jest.fn();
    freshPreload().preloadPlayerWhenIdle(first);
    await flush();
    expect(first).not.toHaveBeenCalled();
    expect(loaded).toEqual([]);
    await idlePeriod();
    expect(first).toHaveBeenCalledTimes(1);
    expect(loaded).toEqual(['view']);
    await idlePeriod();
    expect(loaded).toEqual(['view', 'hls']);
  });

  it('loads nothing once cancelled (the card went away)', async () => {
    const first = jest.fn();
    const cancel = freshPreload().preloadPlayerWhenIdle(first);
    cancel();
    await idlePeriod();
    await idlePeriod();
    expect(first).not.toHaveBeenCalled();
    expect(loaded).toEqual([]);
  });

  it('leaves the player to intent for a viewer who asked the browser to save data', async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    const first = jest.fn();
    freshPreload().preloadPlayerWhenIdle(first);
    await idlePeriod();
    await idlePeriod();
    expect(first).toHaveBeenCalledTimes(1);
    expect(loaded).toEqual([]);
  });
});
