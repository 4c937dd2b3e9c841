import { timingSafeEqual } from 'node:crypto';

/** Header carrying REVALIDATE_SECRET: `Authorization: Bearer <secret>`. */
export const REVALIDATE_AUTH_SCHEME = 'Bearer ';
/** Tags are API kinds and kind:id pairs (lib/api/client.ts apiCacheTags): 'contents', 'contents:42', 'channels:7'. */
const TAG_PATTERN = /^[a-z_]{1,40}(:[A-Za-z0-9_.-]{1,120})?$/;
export const MAX_TAGS_PER_CALL = 100;

export type RevalidationRequest = { ok: true; tags: string[] } | { ok: false; status: 400 | 401 | 404; message: string };

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks a call to the revalidate route: closed (404) while REVALIDATE_SECRET is unset, 401 without the secret,
 * 400 for tags that are not kind or kind:id names. Body: {"tags": [...]} and/or {"kind": "contents", "id": 42}.
 */
export function readRevalidation(secret: string | undefined, authorization: string | null, body: unknown): RevalidationRequest {
  if (!secret) return { ok: false, status: 404, message: 'Revalidation is not configured (REVALIDATE_SECRET).' };
  const given = authorization?.startsWith(REVALIDATE_AUTH_SCHEME) ? authorization.slice(REVALIDATE_AUTH_SCHEME.length) : '';
  if (!given || !sameSecret(given, secret)) return { ok: false, status: 401, message: 'Wrong or missing revalidation secret.' };
  const input = (body && typeof body === 'object' ? body : {}) as { tags?: unknown; kind?: unknown; id?: unknown };
  const tags = Array.isArray(input.tags) ? [...input.tags] : [];
  if (typeof input.kind === 'string') tags.push(input.id === undefined || input.id === null ? input.kind : `${input.kind}:${String(input.id)}`);
  if (tags.length === 0 || tags.length > MAX_TAGS_PER_CALL) {
    return { ok: false, status: 400, message: `Name 1 to ${MAX_TAGS_PER_CALL} tags, or a kind and an id.` };
  }
  const bad = tags.find((tag) => typeof tag !== 'string' || !TAG_PATTERN.test(tag));
  if (bad !== undefined) return { ok: false, status: 400, message: `Not a tag: ${JSON.stringify(bad).slice(0, 80)}` };
  return { ok: true, tags: [...new Set(tags as string[])] };
}
