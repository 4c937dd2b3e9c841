import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * A Chromium for the end-to-end tests: CHROMIUM_PATH when given, else Debian's package, installed with
 * apt-get when we are root (Playwright's own browser download cannot work on these machines).
 */
export function ensureChromium() {
  const named = process.env.CHROMIUM_PATH;
  if (named) {
    if (!existsSync(named)) throw new Error(`CHROMIUM_PATH=${named} does not exist`);
    return named;
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error('No Chromium found: install Debian\'s "chromium" package or set CHROMIUM_PATH to a Chromium binary.');
  }
  console.log('Installing Debian chromium for the end-to-end tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
  if (!existsSync(DEBIAN_CHROMIUM)) throw new Error('apt-get finished but /usr/bin/chromium is missing');
  return DEBIAN_CHROMIUM;
}
