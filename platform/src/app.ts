import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { readPlatformConfig, type PlatformConfig } from './core/config';
import type { DomainModule, PlatformContext, PlatformEnv } from './core/context';
import { openDatabase } from './core/database';
import { ApiError } from './core/errors';
import { errorBody } from './core/respond';
import { addMissingColumns } from './core/schema-sync';
import { SESSION_SCHEMA, sessionMiddleware } from './core/session';
import { identityDomain } from './domains/identity';
import { remoteIp } from './domains/identity/request';
import { channelsDomain } from './domains/channels';
import { catalogueDomain } from './domains/catalogue';
import { billingDomain } from './domains/billing';
import { faultsMiddleware, mediaDomain } from './domains/media';

/**
 * Seed order matters: the catalogue's programmes and airings point at channels, billing's packets at
 * channels and libraries, and everything at the identity domain's provider.
 */
export const domains: DomainModule[] = [identityDomain, channelsDomain, catalogueDomain, billingDomain, mediaDomain];

const META_SCHEMA = `CREATE TABLE IF NOT EXISTS platform_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`;

export interface Platform {
  app: Hono<PlatformEnv>;
  ctx: PlatformContext;
  close: () => void;
}

export interface CreatePlatformOptions {
  config?: PlatformConfig;
  now?: () => number;
  log?: (line: string) => void;
}

export function createPlatform(options: CreatePlatformOptions = {}): Platform {
  const config = options.config ?? readPlatformConfig();
  const db = openDatabase(config.databasePath);
  const ctx: PlatformContext = {
    db,
    config,
    now: options.now ?? Date.now,
    log: options.log ?? ((line) => console.log(`[platform] ${line}`)),
  };

  const schemas = [META_SCHEMA + SESSION_SCHEMA, ...domains.map((domain) => domain.schema).filter(Boolean)];
  addMissingColumns(db, schemas, ctx.log);
  for (const schema of schemas) db.exec(schema);
  seedOnce(ctx);

  const app = new Hono<PlatformEnv>();
  app.use('*', cors({ origin: (origin) => origin ?? '*', credentials: true, exposeHeaders: ['Content-Length'] }));
  app.use('*', async (c, next) => {
    // The platform has no GeoIP: its settings say who is abroad (everyone, or these client addresses); a request
    // cannot claim it.
    c.set('forbiddenCountry', config.forbiddenCountry || config.forbiddenAddresses.includes(remoteIp(c)));
    await next();
  });
  app.use('*', sessionMiddleware(ctx));
  app.use('*', faultsMiddleware(ctx));
  for (const domain of domains) domain.routes(app, ctx);

  app.notFound((c) => c.json(errorBody(404, 'Not found.', 'not_found'), 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(errorBody(error.status, error.message, error.errorCode ?? 'error', error.detail), error.status);
    }
    ctx.log(`unhandled error on ${c.req.method} ${c.req.path}: ${error.stack ?? error}`);
    return c.json(errorBody(500, 'Internal server error.', 'server_error'), 500 as ContentfulStatusCode);
  });

  return { app, ctx, close: () => db.close() };
}

function seedOnce(ctx: PlatformContext) {
  const seeded = ctx.db.prepare(`SELECT value FROM platform_meta WHERE key = 'seeded'`).get();
  if (seeded) return;
  ctx.db.transaction(() => {
    for (const domain of domains) domain.seed?.(ctx);
    ctx.db.prepare(`INSERT INTO platform_meta (key, value) VALUES ('seeded', ?)`).run(new Date(ctx.now()).toISOString());
  })();
}
