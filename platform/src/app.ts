import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { clientIp } from './core/client-ip';
import { readPlatformConfig, type PlatformConfig } from './core/config';
import type { DomainModule, PlatformContext, PlatformEnv } from './core/context';
import { openDatabase } from './core/database';
import { ApiError } from './core/errors';
import { errorBody } from './core/respond';
import { addMissingColumns, checkSchemaVersion, markSchemaVersion } from './core/schema-sync';
import { SESSION_SCHEMA, sessionMiddleware } from './core/session';
import { THROTTLE_SCHEMA, TooManyAttempts } from './core/throttle';
import { identityDomain } from './domains/identity';
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

/**
 * Largest request body: every call of the API is a small JSON or form (the biggest, a batch of metrics events,
 * stays far below); a larger body is refused before it is read, so nobody can make the server buffer megabytes.
 */
export const MAX_BODY_BYTES = 64 * 1024;

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

  const schemas = [META_SCHEMA + SESSION_SCHEMA + THROTTLE_SCHEMA, ...domains.map((domain) => domain.schema).filter(Boolean)];
  try {
    if (checkSchemaVersion(db, config.databasePath, ctx.log) === 'current') addMissingColumns(db, schemas, ctx.log);
  } catch (error) {
    db.close();
    throw error;
  }
  for (const schema of schemas) db.exec(schema);
  markSchemaVersion(db);
  seedOnce(ctx);

  const app = new Hono<PlatformEnv>();
  // Only the web app's own origins get CORS answers; the platform never reflects an arbitrary Origin.
  const webOrigins = new Set(config.webOrigins);
  app.use(
    '*',
    cors({
      origin: (origin) => (webOrigins.has(origin) ? origin : null),
      credentials: true,
      exposeHeaders: ['Content-Length', 'Retry-After'],
    }),
  );
  app.use('*', async (c, next) => {
    c.set('clientIp', clientIp(c, config));
    // The platform has no GeoIP: its settings say who is abroad (everyone, or these client addresses); a request
    // cannot claim it.
    c.set('forbiddenCountry', config.forbiddenCountry || config.forbiddenAddresses.includes(c.get('clientIp')));
    await next();
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(errorBody(413, `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`, 'payload_too_large'), 413),
    }),
  );
  app.use('*', sessionMiddleware(ctx));
  app.use('*', faultsMiddleware(ctx));
  for (const domain of domains) domain.routes(app, ctx);

  app.notFound((c) => c.json(errorBody(404, 'Not found.', 'not_found'), 404));
  app.onError((error, c) => {
    if (error instanceof TooManyAttempts) c.header('Retry-After', String(error.retryAfterSeconds));
    if (error instanceof ApiError) {
      return c.json(errorBody(error.status, error.message, error.errorCode ?? 'error', error.fields), error.status);
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
