/**
 * `npm run test:node24` (near the end of `npm test`): the app on Node 24 LTS, as well as on the Node that installed
 * node_modules (20 here and in CI). The npm registry's `node` package provides the binary (`npm exec`, cached in
 * ~/.npm). Runs the node-environment unit tests and the smoke end-to-end test (start, a page, a channel plays; `@smoke` in
 * tests/e2e/operations.spec.ts) with the web server on Node 24, reusing the build of the end-to-end run before it.
 * `npm run test:node22` (the last step) runs the smoke test alone on Node 22 LTS (NODE_LTS_MAJOR=22, argument `e2e`).
 *
 * better-sqlite3 is compiled for the Node that installed it, and node_modules is shared: rebuilding it for 24 would
 * break the install for 20, and a second copy compiles from source (about 4 minutes here: no prebuilt binary can be
 * downloaded). It serves only the embedded platform, the stand-in for the operator's API, which a deployment does not
 * run. So on 24 the unit tests that open the platform's database are left out (they run on 20), and the smoke run's
 * platform runs on the installing Node (its tsx finds `node` on PATH) while the web server runs on 24.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, hasProductionBuild } from './processes.mjs';

const NODE_MAJOR = process.env.NODE_LTS_MAJOR || '24';
/** A test that starts the embedded platform in process (better-sqlite3), directly or through the msw helper. */
const NEEDS_PLATFORM_DATABASE = /platform\/src|platform-msw|better-sqlite3/;

function nodeBinary(major) {
  const output = execFileSync('npm', ['exec', '--yes', `--package=node@${major}`, '--', 'node', '-p', 'process.execPath'], { cwd: ROOT, encoding: 'utf8' });
  return output.trim().split('\n').pop();
}

/**
 * The node-environment tests (`*.test.ts`: the server, the API layer, the rules, the player core): what a deployment
 * runs on Node 24. The component tests (`*.test.tsx`) render in jsdom, a browser stand-in whose behaviour does not
 * follow the Node release; on 24 they added about 3 minutes to a CI run that must stay within 30.
 */
function testFilesWithoutDatabase() {
  const files = execFileSync('git', ['ls-files', '*.test.ts'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  return files.filter((file) => !file.startsWith('platform/') && !NEEDS_PLATFORM_DATABASE.test(readFileSync(path.join(ROOT, file), 'utf8')));
}

function step(name, node, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(node, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`[node ${NODE_MAJOR}] ${name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status === 0;
}

const node = nodeBinary(NODE_MAJOR);
console.log(`[node ${NODE_MAJOR}] ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()} at ${node}`);
const only = process.argv[2];
const files = testFilesWithoutDatabase();
const unitPassed = only === 'e2e' || step(`unit suite (${files.length} files)`, node, [path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--runTestsByPath', ...files]);
const smokePassed =
  only === 'unit' ||
  step('smoke end-to-end', node, [path.join(ROOT, 'scripts', 'e2e.mjs'), 'tests/e2e/operations.spec.ts', '--grep', '@smoke'], {
    E2E_WORKERS: '1',
    ...(hasProductionBuild() ? { E2E_SKIP_BUILD: '1' } : {}),
  });
process.exit(unitPassed && smokePassed ? 0 : 1);
