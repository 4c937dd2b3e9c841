import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createGracefulShutdown, drainSecondsFrom, stopOnSignals } from '../lib/ops/drain.mjs';
import { createPlatform } from './src/app';
import { announceScheduleDays } from './src/domains/channels/schedule-days';

const { app, ctx, close } = createPlatform();
const server = serve({ fetch: app.fetch, port: ctx.config.port, hostname: ctx.config.host }, (info) => {
  ctx.log(`listening on http://${ctx.config.host}:${info.port} (database ${ctx.config.databasePath})`);
});

const stopScheduleDays = announceScheduleDays(ctx);

// As the web server (lib/ops/drain.mjs): serve on for DRAIN_SECONDS, finish open requests (a payment being settled),
// then close SQLite cleanly (its write-ahead log checkpointed) and exit 0; a second signal exits at once.
stopOnSignals(
  createGracefulShutdown({
    server: server as Server,
    drainSeconds: drainSecondsFrom(process.env.DRAIN_SECONDS),
    onStopped: () => {
      stopScheduleDays();
      close();
    },
    log: ctx.log,
  }),
);
