import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The servers of an end-to-end run (scripts/e2e.mjs starts them, this module tells a worker which are its own) and
 * extra servers of the same build with other settings, started by a spec for its own tests.
 *
 * Ports: worker i's web server and platform are E2E_WEB_PORT + 2i and E2E_PLATFORM_PORT + 2i; extra servers take
 * E2E_EXTRA_PORT_BASE + 10 * worker + n (n < 10), so two workers' extra servers never meet.
 */
export interface WorkerServers {
  web: string;
  platform: string;
}

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** This worker's pair from E2E_WORKER_SERVERS (JSON list, one per parallel index), else the single pair of the run. */
export function workerServers(): WorkerServers {
  const all = process.env.E2E_WORKER_SERVERS;
  if (all) {
    const pairs = JSON.parse(all) as WorkerServers[];
    return pairs[workerIndex() % pairs.length];
  }
  return {
    web: process.env.E2E_BASE_URL ?? 'http://localhost:3100',
    platform: process.env.E2E_PLATFORM_URL ?? 'http://localhost:3101',
  };
}

function workerIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/** The production build's id, which every server this run starts must serve. */
export function buildId(): string {
  return readFileSync(path.join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim();
}

/** Throws unless nothing listens on the port: a leftover server must never be tested in place of ours. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is taken: stop whatever listens there first`)));
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

async function waitUntilServing(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before answering ${url}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(3000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

export interface ExtraServer {
  /** Origin of the extra web server. */
  url: string;
  /** Origin of the platform it talks to (the worker's own, or its private one). */
  platformUrl: string;
  /** The web server's process (a graceful-stop test signals it); a new one after restartWeb(). */
  readonly web: ChildProcess;
  /**
   * Stops the web server as a deploy does (SIGTERM) and starts the same build on the same port, as its successor;
   * `whileDown` runs in between (a test that waits for the browser to meet the server away).
   */
  restartWeb(whileDown?: () => Promise<void>): Promise<void>;
  /** Stops the private platform (a platform-down test); the web server keeps running. No-op on a shared one. */
  stopPlatform(): Promise<void>;
  /** Stops the web server and a private platform, and deletes the private platform's database. */
  stop(): Promise<void>;
}

export interface ExtraServerOptions {
  /** Settings of the web server (e.g. { IFRAME_PAYMENT_ENABLED: '1' }, { AUTH_ONLY_MODE: '1' }). */
  env?: Record<string, string>;
  /** 'shared' (default): the worker's platform; 'own': a fresh platform and database for this server alone. */
  platform?: 'shared' | 'own';
  /** A file the web server's log (its standard output) is written to. */
  logFile?: string;
  /** Settings of the private platform (platform: 'own'). */
  platformEnv?: Record<string, string>;
}

let started = 0;

function nextPort(): number {
  const base = Number(process.env.E2E_EXTRA_PORT_BASE ?? 3120);
  const port = base + 10 * workerIndex() + (started % 10);
  started += 1;
  return port;
}

/**
 * Starts the production server (server.mjs, what `npm start` and scripts/e2e.mjs run: Next's handler with stored
 * pages compressed once per entry) of this run's build with extra settings, against the worker's platform or a private
 * one, and waits until it serves that build. Start it in `beforeAll` (allow it 120 s) and `stop()` it in `afterAll`.
 */
export async function startExtraServer(options: ExtraServerOptions = {}): Promise<ExtraServer> {
  let platform: ChildProcess | null = null;
  let dataDir: string | null = null;
  let platformUrl = workerServers().platform;
  const ownPlatformPort = options.platform === 'own' ? nextPort() : 0;
  const port = nextPort();
  const url = `http://localhost:${port}`;
  if (ownPlatformPort) {
    await assertPortFree(ownPlatformPort);
    dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-platform-'));
    platformUrl = `http://localhost:${ownPlatformPort}`;
    platform = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['platform/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PLATFORM_PORT: String(ownPlatformPort),
        PLATFORM_PUBLIC_URL: platformUrl,
        // CORS and the bank page's return answer only this web server.
        PLATFORM_WEB_ORIGINS: `${url},http://127.0.0.1:${port}`,
        PLATFORM_DB: path.join(dataDir, 'platform.sqlite'),
        PLATFORM_DEV_ENDPOINTS: '1',
        PLATFORM_TRANSACTION_SETTLE_MS: '0',
        DRAIN_SECONDS: '0',
        ...options.platformEnv,
      },
      stdio: 'ignore',
    });
    await waitUntilServing(`${platformUrl}/v2/users/self/network`, platform, 'the extra platform');
  }
  await assertPortFree(port);
  const startWeb = async (logFlags: 'w' | 'a') => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'server.mjs'), '-p', String(port), '--keepAliveTimeout', '65000'],
      {
        cwd: ROOT,
        // A stop without a drain period, unless a spec tests the drain.
        env: { ...process.env, PLATFORM_API_URL: platformUrl, DRAIN_SECONDS: '0', ...options.env },
        stdio: ['ignore', options.logFile ? openSync(options.logFile, logFlags) : 'ignore', 'ignore'],
      },
    );
    try {
      await waitUntilServing(`${url}/_next/static/${buildId()}/_buildManifest.js`, child, 'the extra web server');
    } catch (error) {
      await Promise.all([stop(child), stop(platform)]);
      throw error;
    }
    return child;
  };
  let web = await startWeb('w');
  return {
    url,
    platformUrl,
    get web() {
      return web;
    },
    async restartWeb(whileDown) {
      await stop(web);
      await whileDown?.();
      web = await startWeb('a');
    },
    stopPlatform: () => stop(platform),
    stop: async () => {
      await Promise.all([stop(web), stop(platform)]);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
