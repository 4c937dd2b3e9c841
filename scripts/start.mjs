/** `npm start`: the production server, with the embedded platform beside it when PLATFORM_API_URL is unset. */
import path from 'node:path';
import { ROOT, embeddedPlatformWebEnv, hasProductionBuild, nextBin, run, startPlatformIfNeeded, startProcess, stopProcess } from './processes.mjs';

const port = process.env.PORT ?? '3000';
let platform = null;
let web = null;
// The web server drains first (DRAIN_SECONDS, lib/ops/drain.mjs); its exit then stops the platform.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (web) return web.kill('SIGTERM');
    await stopProcess(platform?.child);
    process.exit(0);
  });
}

platform = await startPlatformIfNeeded();
if (!hasProductionBuild()) {
  console.log('No production build yet: running next build once (about two minutes).');
  await run(nextBin, ['build'], { env: { PLATFORM_API_URL: platform.url } });
}
// The public origin of canonical links, sitemap and share images (README: SITE_URL); here the server's own address.
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`;
// server.mjs: Next's handler with stored pages compressed once per entry (lib/cache/page-compression.mjs).
web = startProcess(process.execPath, [path.join(ROOT, 'server.mjs'), '-p', port], {
  env: { PLATFORM_API_URL: platform.url, SITE_URL: siteUrl, ...embeddedPlatformWebEnv(platform) },
  name: 'web',
});
console.log(`Open http://localhost:${port} (platform API at ${platform.url})`);
web.on('exit', async (code) => {
  await stopProcess(platform.child);
  process.exit(code ?? 0);
});
