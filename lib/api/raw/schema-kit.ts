import { z } from 'zod';
import { logAnswerDrift } from '../answer-log';

/**
 * Building blocks of the answer schemas (lib/api/raw/*-schema.ts), which check the operator's answers at the boundary
 * (lib/api/contract/answer-check.ts). Server-side only: the gateway checks what reaches the browser, so zod adds no
 * first-load bytes. A field the app can do without falls back to a value that hides its piece of UI; a broken entry
 * of a list is dropped; each drift is logged once per path and field.
 */

let checkedPath = '';

/** Runs a (synchronous) check with drift reports naming `path`. */
export function withCheckedPath<T>(path: string, check: () => T): T {
  const previous = checkedPath;
  checkedPath = path;
  try {
    return check();
  } finally {
    checkedPath = previous;
  }
}

/** An issue as zod reports it, or as a catch sees it before zod has worded it (no message, no path yet). */
type Issue = { code?: string; message?: string; path?: PropertyKey[]; expected?: unknown };

export function noteDrift(field: string, issues: readonly Issue[]): void {
  const issue = issues[0];
  const at = [field, ...(issue?.path ?? []).map((part) => (typeof part === 'number' ? '[]' : String(part)))].filter(Boolean).join('.');
  logAnswerDrift(checkedPath, at, describeIssue(issue));
}

/** A caught issue has no message yet (zod words it only when it reaches the top); its code and expectation do. */
function describeIssue(issue: Issue | undefined): string {
  if (!issue) return 'unreadable';
  if (issue.message) return issue.message;
  const expected = issue.expected === undefined ? '' : ` (expected ${String(issue.expected)})`;
  return `${issue.code ?? 'invalid'}${expected}`;
}

/** String or numeric ids: the operator's devices and contents have uuid or string ids, its channels numbers. */
export const anyId = z.union([z.number(), z.string().min(1)]);

/**
 * A field the app can do without: absent gives `fallback` silently (the real format leaves many out), a wrong
 * value gives `fallback` with a drift report naming the field.
 */
export function orElse<S extends z.ZodType, F>(field: string, schema: S, fallback: F) {
  return schema
    .nullish()
    .catch((ctx) => {
      noteDrift(field, ctx.issues);
      return undefined;
    })
    .transform((value): z.output<S> | F => (value === undefined || value === null ? fallback : value));
}

/** A list whose broken entries are dropped (each field's drift reported once), the rest kept. */
export function listOf<S extends z.ZodType>(field: string, item: S) {
  return z.array(z.unknown()).transform((entries) => {
    const kept: z.output<S>[] = [];
    for (const entry of entries) {
      const parsed = item.safeParse(entry);
      if (parsed.success) kept.push(parsed.data);
      else noteDrift(field ? `${field}.[]` : '[]', parsed.error.issues);
    }
    return kept;
  });
}

/** Seconds since the epoch from the integer the handlers see, or from the date-time the OpenAPI document names. */
export const epochSeconds = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const seconds = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : Date.parse(value) / 1000;
  if (!Number.isFinite(seconds)) {
    ctx.issues.push({ code: 'custom', message: 'not a time', input: value });
    return z.NEVER;
  }
  return seconds;
});
