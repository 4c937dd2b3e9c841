import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** Starts a child that shares our terminal (or writes its output to the file descriptor `stdout`) and dies with us. */
export function startProcess(command, args, { env = {}, name = command, stdout = 'inherit' } = {}) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['inherit', stdout, 'inherit'] });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT' && !child.stopping) {
      console.error(`[${name}] exited with ${code ?? signal}`);
    }
  });
  return child;
}

export function stopProcess(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  child.stopping = true;
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

export function run(command, args, { env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Waits until the URL answers below 500 (with `ok`: with a 2xx). */
export async function waitForUrl(url, { timeoutMs = 120_000, child, ok = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process for ${url} exited before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (ok ? response.ok : response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** The web app's origins as browsers write them, so the platform's CORS answers them and nobody else. */
export function webOriginsOf(webPort) {
  return [`http://localhost:${webPort}`, `http://127.0.0.1:${webPort}`].join(',');
}

/**
 * The embedded platform, unless PLATFORM_API_URL names a real operator's API. `webPort` is the web app's port
 * (its origins are the only ones CORS answers); `devEndpoints` opens /dev/* and x-fault-* (dev server, tests).
 */
/**
 * The web app's settings that name the embedded platform's own data, for servers in front of it (a real operator's
 * are the deployment's to set): its filtered catalogue row (README: CATALOGUE_ROW).
 */
export function embeddedPlatformWebEnv(platform) {
  if (!platform.child) return {};
  return { CATALOGUE_ROW: process.env.CATALOGUE_ROW ?? EMBEDDED_CATALOGUE_ROW };
}

/** The embedded platform's filtered catalogue row (platform/src/domains/catalogue/seed-rows.ts, ROW.catalog). */
export const EMBEDDED_CATALOGUE_ROW = 'catalog';

export async function startPlatformIfNeeded({ port, webPort, databasePath, devEndpoints = false, extraEnv = {} } = {}) {
  if (process.env.PLATFORM_API_URL) return { url: process.env.PLATFORM_API_URL, child: null };
  const platformPort = port ?? Number(process.env.PLATFORM_PORT ?? 3001);
  const env = {
    PLATFORM_PORT: String(platformPort),
    PLATFORM_PUBLIC_URL: process.env.PLATFORM_PUBLIC_URL ?? `http://localhost:${platformPort}`,
    PLATFORM_WEB_ORIGINS: process.env.PLATFORM_WEB_ORIGINS ?? webOriginsOf(webPort ?? Number(process.env.PORT ?? 3000)),
    ...(databasePath ? { PLATFORM_DB: databasePath } : {}),
    ...(devEndpoints ? { PLATFORM_DEV_ENDPOINTS: '1' } : {}),
    // The web server in front is its only client and stops first: the platform needs no drain period of its own.
    DRAIN_SECONDS: '0',
    ...extraEnv,
  };
  const child = startProcess(BIN('tsx'), ['platform/server.ts'], { env, name: 'platform' });
  const url = `http://localhost:${platformPort}`;
  await waitForUrl(`${url}/v2/users/self/network`, { child });
  return { url, child };
}

export function hasProductionBuild() {
  return existsSync(path.join(ROOT, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'));
}

export const nextBin = BIN('next');

export function stopAllOnSignal(children) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await Promise.all(children().map(stopProcess));
      process.exit(0);
    });
  }
}
