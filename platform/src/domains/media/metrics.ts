import type { PlatformContext } from '../../core/context';
import { badRequest } from '../../core/errors';
import { parseJson } from '../../core/database';

/** What reached the metrics sink: client events, playback errors, playback stat events, pixels and ad tracking. */
export type MetricKind = 'event' | 'error' | 'playback' | 'pixel' | 'ad';

export interface MetricInput {
  name: string;
  params: Record<string, unknown>;
  /** Client time as sent (ms or s); the receive time is kept separately. */
  ts: number;
}

export interface StoredMetric extends MetricInput {
  id: number;
  kind: MetricKind;
  user_id: number | null;
  received_at: number;
}

/** The sink keeps only the newest rows so a long-running demo server does not grow without bound. */
export const METRICS_RETAINED = 10_000;
/** One client batch; the web app flushes far fewer. */
export const METRICS_BATCH_MAX = 500;
const NAME_MAX = 200;

/**
 * Reads one event: `{name, params, ts}`. Without a `params` object the remaining fields are the params,
 * which is how playback error reports (code, errorType, url, ...) arrive.
 */
export function parseMetric(raw: unknown, fallbackName: string | null, nowMs: number): MetricInput {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('Each event must be an object.');
  const { name, params, ts, ...rest } = raw as Record<string, unknown>;
  const finalName = name ?? fallbackName;
  if (typeof finalName !== 'string' || !finalName || finalName.length > NAME_MAX) {
    throw badRequest(`Each event needs a name of 1 to ${NAME_MAX} characters.`, { name: ['Required.'] });
  }
  if (params !== undefined && (params === null || typeof params !== 'object' || Array.isArray(params))) {
    throw badRequest('params must be an object.', { params: ['Must be an object.'] });
  }
  if (ts !== undefined && (typeof ts !== 'number' || !Number.isFinite(ts))) {
    throw badRequest('ts must be a number.', { ts: ['Must be a number.'] });
  }
  return {
    name: finalName,
    params: (params as Record<string, unknown>) ?? rest,
    ts: (ts as number | undefined) ?? nowMs,
  };
}

/** A batch is an array, `{events: [...]}`, or one event object. */
export function parseBatch(body: unknown, fallbackName: string | null, nowMs: number): MetricInput[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { events?: unknown }).events)
      ? (body as { events: unknown[] }).events
      : [body];
  if (list.length === 0) throw badRequest('The batch is empty.');
  if (list.length > METRICS_BATCH_MAX) throw badRequest(`At most ${METRICS_BATCH_MAX} events per batch.`);
  return list.map((item) => parseMetric(item, fallbackName, nowMs));
}

export function recordMetrics(ctx: PlatformContext, kind: MetricKind, userId: number | null, metrics: MetricInput[]) {
  const insert = ctx.db.prepare(
    `INSERT INTO metric_events (kind, name, user_id, params, ts, received_at) VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const now = ctx.now();
  ctx.db.transaction(() => {
    for (const metric of metrics) insert.run(kind, metric.name, userId, JSON.stringify(metric.params), metric.ts, now);
    ctx.db
      .prepare(`DELETE FROM metric_events WHERE id <= (SELECT MAX(id) FROM metric_events) - ?`)
      .run(METRICS_RETAINED);
  })();
}

interface MetricRow {
  id: number;
  kind: MetricKind;
  name: string;
  user_id: number | null;
  params: string;
  ts: number;
  received_at: number;
}

export function readMetrics(ctx: PlatformContext, filter: { name?: string; kind?: string }): StoredMetric[] {
  const rows = ctx.db
    .prepare(
      `SELECT * FROM metric_events WHERE (@name IS NULL OR name = @name) AND (@kind IS NULL OR kind = @kind) ORDER BY id`,
    )
    .all({ name: filter.name ?? null, kind: filter.kind ?? null }) as MetricRow[];
  return rows.map((row) => ({ ...row, params: parseJson<Record<string, unknown>>(row.params, {}) }));
}

export function clearMetrics(ctx: PlatformContext) {
  ctx.db.prepare(`DELETE FROM metric_events`).run();
}
