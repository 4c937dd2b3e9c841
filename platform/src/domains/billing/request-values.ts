import type { Context } from 'hono';

/** JSON booleans, and the "1"/"true" strings form bodies carry. */
export const readFlag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

const MAX_IDEMPOTENCY_KEY_LENGTH = 100;

/** The client's idempotency key: header `Idempotency-Key` or body `idempotency_key`. */
export function idempotencyKey(c: Context, body: Record<string, unknown>): string | null {
  const key = c.req.header('idempotency-key') ?? body.idempotency_key;
  return typeof key === 'string' && key.trim() ? key.trim().slice(0, MAX_IDEMPOTENCY_KEY_LENGTH) : null;
}
