import { serve } from '@hono/node-server';
import { createPlatform } from './src/app';
import { announceScheduleDays } from './src/domains/channels/schedule-days';

const { app, ctx, close } = createPlatform();
const server = serve({ fetch: app.fetch, port: ctx.config.port, hostname: ctx.config.host }, (info) => {
  ctx.log(`listening on http://${ctx.config.host}:${info.port} (database ${ctx.config.databasePath})`);
});

const stopScheduleDays = announceScheduleDays(ctx);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopScheduleDays();
    server.close();
    close();
    process.exit(0);
  });
}
