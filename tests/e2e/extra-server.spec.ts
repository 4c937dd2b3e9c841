import { expect, test } from './support/fixtures';
import { extraServerForFile } from './support/extra-server';

/**
 * The extra servers specs start with other settings are the production server (server.mjs, as `npm start` and the
 * run's own servers), not bare `next start`: a spec's findings about one hold for what is deployed. Only server.mjs
 * sends a stored page as the brotli copy made on its first answer (lib/cache/page-compression.mjs); `next start`
 * gzips every answer.
 */
const server = extraServerForFile({});

test('an extra server sends a stored page as its brotli copy, as the production server does', async () => {
  const get = () => fetch(`${server.url}/faq`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  // The first answer renders and stores the page; from then on it is served from the page cache.
  const first = await get();
  expect(first.status).toBe(200);
  await first.text();
  const stored = await get();
  expect(stored.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(stored.headers.get('content-encoding')).toBe('br');
  expect(await stored.text()).toContain('</html>');
});
