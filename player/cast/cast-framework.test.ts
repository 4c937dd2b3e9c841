import { CAST_SENDER_URL, loadCastFramework, mayUseCastFramework } from './cast-framework';
import { chooseCastSender } from './choose-sender';
import type { CastSenderEvents } from './cast-sender';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0';

type Listener = () => void;

/** A page with just what the loader touches: scripts are recorded, never fetched. */
function fakePage({ userAgent = CHROME, secure = true } = {}) {
  const scripts: { src: string; async: boolean; fire(type: string): void }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const win = {
    navigator: { userAgent },
    isSecureContext: secure,
    document: {
      head: { appendChild: (script: (typeof scripts)[number]) => scripts.push(script) },
      createElement: () => {
        const listeners = new Map<string, Listener>();
        return {
          src: '',
          async: false,
          addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
          fire: (type: string) => listeners.get(type)?.(),
        };
      },
    },
  } as unknown as Window & { __onGCastApiAvailable?: (available: boolean) => void; cast?: unknown; chrome?: unknown };
  const setTimer = (run: () => void, ms: number) => timers.push({ run, ms });
  /** What the real script does when it loads where casting works. */
  const frameworkArrives = () => {
    const target = () => new EventTarget();
    win.cast = {
      framework: {
        CastContext: {
          getInstance: () =>
            Object.assign(target(), {
              setOptions: jest.fn(),
              getCurrentSession: () => null,
              requestSession: jest.fn(),
            }),
        },
        CastContextEventType: { SESSION_STATE_CHANGED: 'sessionstatechanged' },
        SessionState: {},
        RemotePlayer: class {},
        RemotePlayerController: class extends EventTarget {},
        RemotePlayerEventType: { PLAYER_STATE_CHANGED: 'playerStateChanged' },
      },
    };
    win.chrome = { cast: { media: { DEFAULT_MEDIA_RECEIVER_APP_ID: 'CC1AD845' }, AutoJoinPolicy: {} } };
    win.__onGCastApiAvailable?.(true);
  };
  return { win, scripts, timers, setTimer, frameworkArrives };
}

describe('loadCastFramework', () => {
  it("injects Google's sender script once, on the first call, and resolves when the framework answers", async () => {
    const page = fakePage();
    const first = loadCastFramework(page.win, { setTimer: page.setTimer });
    const second = loadCastFramework(page.win, { setTimer: page.setTimer });
    expect(second).toBe(first);
    expect(page.scripts.map((script) => script.src)).toEqual([CAST_SENDER_URL]);
    expect(page.scripts[0].async).toBe(true);
    page.frameworkArrives();
    await expect(first).resolves.toBe(true);
  });

  it('resolves false when the script cannot be fetched (no internet), without throwing', async () => {
    const page = fakePage();
    const attempt = loadCastFramework(page.win, { setTimer: page.setTimer });
    page.scripts[0].fire('error');
    await expect(attempt).resolves.toBe(false);
    // The failure is remembered: no second script on the next intent.
    await expect(loadCastFramework(page.win, { setTimer: page.setTimer })).resolves.toBe(false);
    expect(page.scripts).toHaveLength(1);
  });

  it('resolves false when the framework says casting is unavailable, or stays silent past the timeout', async () => {
    const refused = fakePage();
    const answer = loadCastFramework(refused.win, { setTimer: refused.setTimer });
    refused.win.__onGCastApiAvailable?.(false);
    await expect(answer).resolves.toBe(false);

    const silent = fakePage();
    const waiting = loadCastFramework(silent.win, { setTimer: silent.setTimer, timeoutMs: 1234 });
    expect(silent.timers.map((timer) => timer.ms)).toEqual([1234]);
    silent.timers[0].run();
    await expect(waiting).resolves.toBe(false);
  });

  it('loads nothing outside Chromium or on an insecure page', async () => {
    for (const page of [fakePage({ userAgent: FIREFOX }), fakePage({ secure: false })]) {
      expect(mayUseCastFramework(page.win)).toBe(false);
      await expect(loadCastFramework(page.win, { setTimer: page.setTimer })).resolves.toBe(false);
      expect(page.scripts).toHaveLength(0);
    }
  });
});

describe('chooseCastSender', () => {
  const events: CastSenderEvents = { state: jest.fn(), device: jest.fn(), error: jest.fn() };
  const videoWith = (remote: boolean) =>
    ({ remote: remote ? new EventTarget() : undefined }) as unknown as HTMLVideoElement;

  it('uses Google Cast once the framework is ready, else the Remote Playback API, else nothing', () => {
    const page = fakePage();
    page.frameworkArrives();
    expect(chooseCastSender(page.win, videoWith(true), events, true)?.kind).toBe('google-cast');
    expect(chooseCastSender(page.win, videoWith(true), events, false)?.kind).toBe('remote-playback');
    expect(chooseCastSender(fakePage().win, videoWith(true), events, true)?.kind).toBe('remote-playback');
    expect(chooseCastSender(fakePage().win, videoWith(false), events, false)).toBeNull();
  });
});
