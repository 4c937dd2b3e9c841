import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Runtime settings of the embedded platform; every field has an environment variable (see platform/README.md). */
export interface PlatformConfig {
  port: number;
  /** Interface the server listens on: loopback unless the operator opens it (PLATFORM_HOST). */
  host: string;
  /** Browser origins CORS answers (the web app); any other origin gets no CORS headers. */
  webOrigins: string[];
  /** Direct peers whose X-Forwarded-For names the client (the web app's gateway); anyone else is the client. */
  trustedProxies: string[];
  /** Absolute origin that browsers use to reach this server (media, artwork, payment page). */
  publicUrl: string;
  /** SQLite file; ':memory:' for throw-away test databases. */
  databasePath: string;
  /** When true, every request answers as from a forbidden country (403 on auth paths). */
  forbiddenCountry: boolean;
  /** Client addresses (X-Forwarded-For from the app's gateway) that stand for a forbidden country: no GeoIP here. */
  forbiddenAddresses: string[];
  /**
   * Development and test helpers: /dev/* endpoints (OTP codes, tokens, faults, metrics read-back) and x-fault-*
   * headers. Only PLATFORM_DEV_ENDPOINTS=1 opens them (npm run dev and the e2e runner set it), never NODE_ENV.
   */
  devEndpoints: boolean;
  /** Seconds an authorized device token stays valid. */
  tokenLifetimeSeconds: number;
  /**
   * Milliseconds before a pending payment transaction settles by itself (the `npm start` demo bank); 0: a payment
   * with a bank page never does, only the page's Pay or Decline settles it (the end-to-end run).
   */
  transactionSettleMs: number;
  /** The web app's revalidate route, called when public data changes (core/public-changes.ts); null: not called. */
  webRevalidateUrl: string | null;
  revalidateSecret: string | null;
  /** HMAC key of signed media addresses (PLATFORM_MEDIA_SECRET); unset: a random key per start. */
  mediaSecret: string;
  /** Lifetime of every signed media address in seconds (PLATFORM_MEDIA_URL_LIFETIME); null: per kind (media-signing.ts). */
  mediaUrlLifetimeSeconds: number | null;
  /**
   * Domain of the media cookie that binds signed addresses to the browser they were handed to
   * (PLATFORM_MEDIA_COOKIE_DOMAIN, media-binding.ts); null: the web app's host alone, which serves media on another
   * port of the same host (npm start, the tests). A media origin on another host of the app's site needs their
   * shared parent here (`tv.example.com` for the app at tv.example.com and media at media.tv.example.com).
   */
  mediaCookieDomain: string | null;
}

const DEFAULT_PORT = 3001;
const DEFAULT_HOST = '127.0.0.1';
/** The web app's origins when `npm start` runs it on its default port (scripts/processes.mjs passes the real ones). */
const DEFAULT_WEB_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];
const LOOPBACK_ADDRESSES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

const listOf = (value: string | undefined, fallback: string[]) =>
  value === undefined
    ? fallback
    : value
        .split(',')
        .map((item) => item.trim().replace(/\/$/, ''))
        .filter(Boolean);
const DEFAULT_TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const DEFAULT_TRANSACTION_SETTLE_MS = 3000;

export function readPlatformConfig(env: Record<string, string | undefined> = process.env): PlatformConfig {
  const port = Number(env.PLATFORM_PORT ?? DEFAULT_PORT);
  return {
    port,
    host: env.PLATFORM_HOST || DEFAULT_HOST,
    webOrigins: listOf(env.PLATFORM_WEB_ORIGINS, DEFAULT_WEB_ORIGINS),
    trustedProxies: listOf(env.PLATFORM_TRUSTED_PROXIES, LOOPBACK_ADDRESSES),
    publicUrl: (env.PLATFORM_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databasePath: env.PLATFORM_DB ?? path.join(process.cwd(), '.data', 'platform.sqlite'),
    forbiddenCountry: env.PLATFORM_FORBIDDEN_COUNTRY === '1',
    forbiddenAddresses: (env.PLATFORM_FORBIDDEN_ADDRESSES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    devEndpoints: env.PLATFORM_DEV_ENDPOINTS === '1',
    tokenLifetimeSeconds: Number(env.PLATFORM_TOKEN_LIFETIME ?? DEFAULT_TOKEN_LIFETIME_SECONDS),
    transactionSettleMs: Number(env.PLATFORM_TRANSACTION_SETTLE_MS ?? DEFAULT_TRANSACTION_SETTLE_MS),
    webRevalidateUrl: env.PLATFORM_WEB_REVALIDATE_URL || null,
    revalidateSecret: env.REVALIDATE_SECRET || null,
    mediaSecret: env.PLATFORM_MEDIA_SECRET || randomBytes(32).toString('hex'),
    mediaUrlLifetimeSeconds: env.PLATFORM_MEDIA_URL_LIFETIME ? Number(env.PLATFORM_MEDIA_URL_LIFETIME) : null,
    mediaCookieDomain: env.PLATFORM_MEDIA_COOKIE_DOMAIN || null,
  };
}

export function testPlatformConfig(overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  return {
    port: 0,
    host: DEFAULT_HOST,
    webOrigins: ['http://web.test'],
    trustedProxies: LOOPBACK_ADDRESSES,
    publicUrl: 'http://platform.test',
    databasePath: ':memory:',
    forbiddenCountry: false,
    forbiddenAddresses: [],
    devEndpoints: true,
    tokenLifetimeSeconds: DEFAULT_TOKEN_LIFETIME_SECONDS,
    transactionSettleMs: 50,
    webRevalidateUrl: null,
    revalidateSecret: null,
    mediaSecret: 'test-media-secret',
    mediaUrlLifetimeSeconds: null,
    mediaCookieDomain: null,
    ...overrides,
  };
}
