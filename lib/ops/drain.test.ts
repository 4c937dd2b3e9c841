import type { Server } from 'node:http';
import { createGracefulShutdown, DEFAULT_DRAIN_SECONDS, drainSecondsFrom } from './drain.mjs';
import { listen } from './test-server';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function slowServer(answerAfterMs: number) {
  return listen((_req, res) => {
    setTimeout(() => res.end('done'), answerAfterMs);
  });
}

describe('graceful shutdown', () => {
  let server: Server;
  afterEach(() => server?.closeAllConnections());

  it('keeps serving through the drain, finishes the request in flight, refuses new connections, then exits 0', async () => {
    const listening = await slowServer(400);
    server = listening.server;
    const exit = jest.fn();
    const stopped = jest.fn();
    const shutdown = createGracefulShutdown({ server, drainSeconds: 0.2, exit, onStopped: stopped });

    const inFlight = fetch(listening.url);
    await pause(50);
    shutdown.onSignal('SIGTERM');
    expect(shutdown.isDraining()).toBe(true);
    const duringDrain = await fetch(listening.url);
    expect(duringDrain.status).toBe(200);
    expect(duringDrain.headers.get('connection')).toBe('close');

    const answer = await inFlight;
    expect(await answer.text()).toBe('done');
    await pause(600);
    expect(stopped).toHaveBeenCalled();
    expect(exit).toHaveBeenCalledWith(0);
    await expect(fetch(listening.url)).rejects.toThrow();
  });

  it('exits at once on a second signal', async () => {
    const listening = await slowServer(10);
    server = listening.server;
    const exit = jest.fn();
    const shutdown = createGracefulShutdown({ server, drainSeconds: 60, exit });
    shutdown.onSignal('SIGTERM');
    shutdown.onSignal('SIGTERM');
    expect(exit).toHaveBeenCalledWith(1);
    server.close();
  });

  it("writes out the log's held lines, its last one included, before it exits", async () => {
    const listening = await slowServer(10);
    server = listening.server;
    const events: string[] = [];
    const log = (message: string) => events.push(`log ${message}`);
    const flushLog = () => events.push('flush');
    const exit = (code: number) => events.push(`exit ${code}`);
    createGracefulShutdown({ server, drainSeconds: 0, exit, log, flushLog }).onSignal('SIGTERM');
    await pause(300);
    expect(events.slice(-3)).toEqual(['log stopped', 'flush', 'exit 0']);

    const again = await slowServer(10);
    server = again.server;
    events.length = 0;
    const shutdown = createGracefulShutdown({ server, drainSeconds: 60, exit, log, flushLog });
    shutdown.onSignal('SIGTERM');
    shutdown.onSignal('SIGINT');
    expect(events.slice(-2)).toEqual(['flush', 'exit 1']);
    server.close();
  });

  it('reads DRAIN_SECONDS, 10 s when unset, and refuses a malformed value', () => {
    expect(drainSecondsFrom(undefined)).toBe(DEFAULT_DRAIN_SECONDS);
    expect(DEFAULT_DRAIN_SECONDS).toBe(10);
    expect(drainSecondsFrom('0')).toBe(0);
    expect(drainSecondsFrom('2.5')).toBe(2.5);
    expect(() => drainSecondsFrom('ten')).toThrow(/DRAIN_SECONDS/);
    expect(() => drainSecondsFrom('-1')).toThrow(/DRAIN_SECONDS/);
  });
});
