import type { PlatformApp, PlatformContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import { ok, readBody } from '../../core/respond';
import { requireSession } from '../../core/session';
import { requiredString } from './request';
import { nowSeconds } from './tokens';

export const AD_IDS_SCHEMA = `
CREATE TABLE IF NOT EXISTS ad_ids (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL,
  device_id TEXT,
  identifier TEXT NOT NULL,
  vendor TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, vendor, identifier)
);
`;

const MAX_IDENTIFIER_LENGTH = 200;
const MAX_VENDOR_LENGTH = 50;

interface AdIdRow {
  id: number;
  identifier: string;
  vendor: string;
  device_id: string | null;
  created_at: number;
}

const adIdJson = (row: AdIdRow) => ({
  id: row.id,
  identifier: row.identifier,
  vendor: row.vendor,
  device_id: row.device_id,
  created_at: new Date(row.created_at * 1000).toISOString(),
});

/** Advertising identifiers a client reports (core-session-account.md section 7, GET/POST /v2/ads/ad_ids). */
export function adIdRoutes(app: PlatformApp, ctx: PlatformContext) {
  app.get('/v2/ads/ad_ids', (c) => {
    const session = requireSession(c);
    const rows = ctx.db
      .prepare(`SELECT id, identifier, vendor, device_id, created_at FROM ad_ids WHERE user_id = ? ORDER BY id`)
      .all(session.userId) as AdIdRow[];
    return ok(c, rows.map(adIdJson));
  });

  /** Reporting the same identifier again is harmless: the stored entry is returned with 200. */
  app.post('/v2/ads/ad_ids', async (c) => {
    const session = requireSession(c);
    const body = await readBody(c);
    const identifier = requiredString(body, 'identifier');
    const vendor = requiredString(body, 'vendor');
    if (identifier.length > MAX_IDENTIFIER_LENGTH) {
      throw badRequest('identifier is too long.', { identifier: [`At most ${MAX_IDENTIFIER_LENGTH} characters.`] });
    }
    if (vendor.length > MAX_VENDOR_LENGTH) throw badRequest('vendor is too long.', { vendor: [`At most ${MAX_VENDOR_LENGTH} characters.`] });
    const find = ctx.db.prepare(
      `SELECT id, identifier, vendor, device_id, created_at FROM ad_ids WHERE user_id = ? AND vendor = ? AND identifier = ?`,
    );
    const existing = find.get(session.userId, vendor, identifier) as AdIdRow | undefined;
    if (existing) return ok(c, adIdJson(existing));
    ctx.db
      .prepare(`INSERT INTO ad_ids (user_id, device_id, identifier, vendor, created_at) VALUES (?, ?, ?, ?, ?)`)
      .run(session.userId, session.deviceId, identifier, vendor, nowSeconds(ctx));
    return ok(c, adIdJson(find.get(session.userId, vendor, identifier) as AdIdRow), 201);
  });
}
