/** `npm run dev`: next dev with hot reload, and the embedded platform unless PLATFORM_API_URL is set. */
import { embeddedPlatformWebEnv, nextBin, startPlatformIfNeeded, startProcess, stopAllOnSignal } from './processes.mjs';

let platform = null;
let web = null;
stopAllOnSignal(() => [web, platform?.child].filter(Boolean));

platform = await startPlatformIfNeeded({ devEndpoints: true });
web = startProcess(nextBin, ['dev', '-p', process.env.PORT ?? '3000'], {
  env: { PLATFORM_API_URL: platform.url, ...embeddedPlatformWebEnv(platform) },
  name: 'web',
});
web.on('exit', (code) => {
  if (platform.child) platform.child.kill('SIGTERM');
  process.exit(code ?? 0);
});
