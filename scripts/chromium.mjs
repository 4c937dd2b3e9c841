import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's two Chromium builds. The end-to-end tests use the headless shell: the same engine (Blink, V8, media
 * stack) without the browser's UI layer, which on these 2-core machines took about a third of the suite's time.
 * Benchmarks and Lighthouse measure what a viewer's browser does, so they keep the full browser.
 */
const DEBIAN_BUILDS = {
  full: { variable: 'CHROMIUM_PATH', binary: '/usr/bin/chromium', packages: ['chromium', 'fonts-dejavu-core'] },
  headlessShell: {
    variable: 'CHROMIUM_HEADLESS_SHELL_PATH',
    binary: '/usr/bin/chromium-headless-shell',
    packages: ['chromium-headless-shell', 'fonts-dejavu-core'],
  },
};

/**
 * A Chromium binary: the build's variable (CHROMIUM_PATH, CHROMIUM_HEADLESS_SHELL_PATH) when given, else Debian's package of the asked build, installed with apt-get when
 * we are root (Playwright's own browser download cannot work on these machines).
 */
export function ensureChromium({ headlessShell = false } = {}) {
  const { variable, binary, packages } = headlessShell ? DEBIAN_BUILDS.headlessShell : DEBIAN_BUILDS.full;
  const named = process.env[variable];
  if (named) {
    if (!existsSync(named)) throw new Error(`${variable}=${named} does not exist`);
    return named;
  }
  if (existsSync(binary)) return binary;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`No Chromium found: install Debian's "${packages[0]}" package or set ${variable} to its binary.`);
  }
  console.log(`Installing Debian ${packages[0]} for the browser tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
  if (!existsSync(binary)) throw new Error(`apt-get finished but ${binary} is missing`);
  return binary;
}
