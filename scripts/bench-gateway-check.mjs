/**
 * What the gateway spends on a checked answer (issue 32), in one process: the demo viewer's channel list as the
 * platform answers it (`GET /v2/users/self/channel_list`, about 0.2 MB), passed through the gateway's rules
 * (lib/session/gateway.ts) with the answer check of lib/api/contract/answer-check.ts, checked every time and kept as
 * checked (lib/session/checked-answers.ts), then the check alone. CPU per call, in rounds, as the machine may be shared.
 * Starts its own platform unless PLATFORM_API_URL names one. Run: `node --import tsx scripts/bench-gateway-check.mjs`.
 * BENCH_PLATFORM_PORT (default 3301), BENCH_CALLS per round (default 60), BENCH_PATH another call (`users/self`).
 */
import { loadavg, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startPlatformIfNeeded, stopProcess } from './processes.mjs';

const { answerRouteOf, checkAnswer } = await import('../lib/api/contract/answer-check.ts');
const { forwardToPlatform } = await import('../lib/session/gateway.ts');
const { createCheckedAnswers } = await import('../lib/session/checked-answers.ts');
const { HeldBodyResponse } = await import('../lib/session/held-body-response.ts');

const CALLS = Number(process.env.BENCH_CALLS ?? 60);
const ROUNDS = 3;
/** The call measured: the channel list by default; `users/self` is the viewer's own record, whose role is kept too. */
const API_PATH = (process.env.BENCH_PATH ?? 'users/self/channel_list').split('/');

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-gateway-check-'));
const platform = await startPlatformIfNeeded({
  port: Number(process.env.BENCH_PLATFORM_PORT ?? 3301),
  databasePath: path.join(dataDir, 'platform.sqlite'),
  extraEnv: { NODE_ENV: 'production' },
});
try {
  const login = await fetch(`${platform.url}/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'demo', password: 'demo123' }),
  });
  const { access_token: token } = await login.json();
  const answer = new Uint8Array(await (await fetch(`${platform.url}/v2/${API_PATH.join('/')}?access_token=${token}`)).arrayBuffer());
  console.log(`GET /v2/${API_PATH.join('/')}: ${(answer.byteLength / 1024).toFixed(0)} kB; load average ${loadavg()[0].toFixed(1)}`);

  // The platform's answer as the connection pool hands it (lib/session/pool-fetch.ts), so only the gateway's work counts.
  const answered = async () => new HeldBodyResponse(new Uint8Array(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  const checksAnswer = (method, apiPath) => answerRouteOf(method, apiPath) !== null;
  const gatewayCall = (checkedAnswers) => async () => {
    const request = new Request(`http://web.test/api/v2/${API_PATH.join('/')}`, { headers: { cookie: `tv_token=${token}` } });
    const response = await forwardToPlatform(request, API_PATH, { platformUrl: platform.url, fetch: answered, checkAnswer, checksAnswer, checkedAnswers });
    if (response.status !== 200) throw new Error(`the gateway answered ${response.status}`);
    HeldBodyResponse.takeBytes(response);
  };
  const text = new TextDecoder().decode(answer);
  const runs = {
    'gateway, checked every time': gatewayCall(undefined),
    'gateway, kept as checked': gatewayCall(createCheckedAnswers()),
    'the check alone (JSON read before)': async () => checkAnswer('GET', `/v2/${API_PATH.join('/')}`, JSON.parse(text)),
  };
  console.log('| round | run | CPU ms per call |\n|---|---|---|');
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const [name, call] of Object.entries(runs)) {
      for (let i = 0; i < 10; i += 1) await call();
      const before = process.cpuUsage();
      for (let i = 0; i < CALLS; i += 1) await call();
      const spent = process.cpuUsage(before);
      console.log(`| ${round} | ${name} | ${((spent.user + spent.system) / 1000 / CALLS).toFixed(2)} |`);
    }
  }
  console.log(`load average at the end: ${loadavg()[0].toFixed(1)}`);
} finally {
  await stopProcess(platform.child);
  rmSync(dataDir, { recursive: true, force: true });
}
