import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_REDIS = '/usr/bin/redis-server';

/**
 * Debian's redis-server for the shared-cache test (tests/e2e/support/redis.ts starts it): REDIS_SERVER_PATH when given, else the package, installed with
 * apt-get when we are root (as scripts/chromium.mjs does for Chromium), so CI on a fresh machine works.
 */
export function ensureRedisServer() {
  const named = process.env.REDIS_SERVER_PATH;
  if (named) {
    if (!existsSync(named)) throw new Error(`REDIS_SERVER_PATH=${named} does not exist`);
    return named;
  }
  if (existsSync(DEBIAN_REDIS)) return DEBIAN_REDIS;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error('No redis-server found: install Debian\'s "redis-server" package or set REDIS_SERVER_PATH.');
  }
  console.log('Installing Debian redis-server for the shared-cache tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], { stdio: 'inherit', env });
  if (!existsSync(DEBIAN_REDIS)) throw new Error(`apt-get finished but ${DEBIAN_REDIS} is missing`);
  return DEBIAN_REDIS;
}
