const viewLoaded = jest.fn();
const engineLoaded = jest.fn();
jest.mock('./player-view', () => {
  viewLoaded();
  return { PlayerView: () => null };
});
jest.mock('../engines/hls', () => {
  engineLoaded();
  return {};
});

type IdleTask = () => void;
let idleTasks: IdleTask[] = [];
const runIdle = async () => {
  const tasks = idleTasks;
  idleTasks = [];
  for (const task of tasks) task();
  // Let the dynamic imports settle.
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  jest.resetModules();
  viewLoaded.mockClear();
  engineLoaded.mockClear();
  idleTasks = [];
  window.requestIdleCallback = ((task: IdleTask) => idleTasks.push(task)) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = ((handle: number) => {
    idleTasks.splice(handle - 1, 1, () => undefined);
  }) as typeof window.cancelIdleCallback;
  Object.assign(window, { MediaSource: class {} });
  Object.defineProperty(navigator, 'connection', { configurable: true, value: undefined });
});

const load = () => jest.requireActual<typeof import('./preload')>('./preload');

describe('warming the player when the page is idle', () => {
  it('runs the page’s own start code, then the view, then the engine, each in an idle period of its own', async () => {
    const first = jest.fn();
    load().preloadPlayerWhenIdle(first);
    expect(first).not.toHaveBeenCalled();
    expect(viewLoaded).not.toHaveBeenCalled();
    await runIdle();
    expect(first).toHaveBeenCalledTimes(1);
    expect(viewLoaded).toHaveBeenCalledTimes(1);
    expect(engineLoaded).not.toHaveBeenCalled();
    await runIdle();
    expect(engineLoaded).toHaveBeenCalledTimes(1);
  });

  it('loads nothing once cancelled (the card went away)', async () => {
    const first = jest.fn();
    const cancel = load().preloadPlayerWhenIdle(first);
    cancel();
    await runIdle();
    expect(first).not.toHaveBeenCalled();
    expect(viewLoaded).not.toHaveBeenCalled();
  });

  it('leaves the player to intent for a viewer who asked to save data', async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    const first = jest.fn();
    load().preloadPlayerWhenIdle(first);
    await runIdle();
    await runIdle();
    expect(first).toHaveBeenCalledTimes(1);
    expect(viewLoaded).not.toHaveBeenCalled();
    expect(engineLoaded).not.toHaveBeenCalled();
  });
});
