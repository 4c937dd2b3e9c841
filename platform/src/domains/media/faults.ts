import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PlatformContext, PlatformEnv } from '../../core/context';
import { badRequest } from '../../core/errors';
import { errorBody } from '../../core/respond';
import { parseTokenPath } from './media-signing';

/**
 * Faults on demand for tests and demos (only with config.devEndpoints): a rule matches requests whose
 * path starts with `path_prefix`, optionally for `times` requests, and answers with `status` (and
 * `body`, or the shared error body built from `message`/`error_code`), waits `delay_ms` before
 * answering, or sends half the body and stalls `stall_ms` before the rest.
 */
export interface FaultRule {
  id: number;
  path_prefix: string;
  method: string | null;
  status: number | null;
  delay_ms: number;
  stall_ms: number;
  /** Matches left; null means until DELETE /dev/faults. */
  times: number | null;
  body: unknown;
  message: string | null;
  error_code: string | null;
}

/** Longest injected wait: long enough for any player timeout, short enough not to hang a test run. */
export const MAX_FAULT_WAIT_MS = 120_000;

interface FaultStore {
  rules: FaultRule[];
  nextId: number;
}

const stores = new WeakMap<PlatformContext, FaultStore>();

export function faultStore(ctx: PlatformContext): FaultStore {
  let store = stores.get(ctx);
  if (!store) {
    store = { rules: [], nextId: 1 };
    stores.set(ctx, store);
  }
  return store;
}

function optionalInt(input: Record<string, unknown>, field: string, min: number, max: number): number | null {
  const value = input[field];
  if (value === undefined || value === null || value === '') return null;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw badRequest(`${field} must be a whole number from ${min} to ${max}.`, { [field]: [`From ${min} to ${max}.`] });
  }
  return number;
}

function optionalText(input: Record<string, unknown>, field: string): string | null {
  const value = input[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !value)
    throw badRequest(`${field} must be a non-empty string.`, { [field]: ['Must be text.'] });
  return value;
}

export function addFaultRule(ctx: PlatformContext, input: Record<string, unknown>): FaultRule {
  const prefix = input.path_prefix;
  if (typeof prefix !== 'string' || !prefix.startsWith('/') || prefix.startsWith('/dev/')) {
    throw badRequest('path_prefix must be a path starting with / (not /dev/).', {
      path_prefix: ['Required path prefix.'],
    });
  }
  const status = optionalInt(input, 'status', 200, 599);
  const delay = optionalInt(input, 'delay_ms', 0, MAX_FAULT_WAIT_MS) ?? 0;
  const stall = optionalInt(input, 'stall_ms', 0, MAX_FAULT_WAIT_MS) ?? 0;
  if (status === null && delay === 0 && stall === 0) {
    throw badRequest('A fault needs status, delay_ms or stall_ms.', { status: ['Give status, delay_ms or stall_ms.'] });
  }
  const method = optionalText(input, 'method');
  const store = faultStore(ctx);
  const rule: FaultRule = {
    id: store.nextId++,
    path_prefix: prefix,
    method: method ? method.toUpperCase() : null,
    status,
    delay_ms: delay,
    stall_ms: stall,
    times: optionalInt(input, 'times', 1, 1_000_000),
    body: input.body ?? null,
    message: optionalText(input, 'message'),
    error_code: optionalText(input, 'error_code'),
  };
  store.rules.push(rule);
  return rule;
}

/** The first matching rule, used up by one when it is counted. */
function takeRule(store: FaultStore, path: string, method: string): FaultRule | undefined {
  const rule = store.rules.find((r) => path.startsWith(r.path_prefix) && (!r.method || r.method === method));
  if (rule && rule.times !== null) {
    rule.times -= 1;
    if (rule.times <= 0) store.rules = store.rules.filter((r) => r !== rule);
  }
  return rule;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function headerInt(c: Context, name: string, min: number, max: number): number | null {
  const raw = c.req.header(name);
  if (raw === undefined) return null;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badRequest(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

function faultResponse(c: Context, status: number, rule: FaultRule | undefined): Response {
  const code = status as ContentfulStatusCode;
  if (rule && rule.body !== null) {
    return typeof rule.body === 'string' ? c.text(rule.body, code) : c.json(rule.body as object, code);
  }
  const message = rule?.message ?? `Injected fault ${status}.`;
  const errorCode =
    rule?.error_code ?? (status === 403 ? 'permission_denied' : status === 404 ? 'not_found' : 'injected_fault');
  return c.json(errorBody(status, message, errorCode), code);
}

/** Sends the first half of the body at once and the rest after `stallMs`, like a download that hangs. */
function stalled(response: Response, bytes: Uint8Array, stallMs: number): Response {
  const half = Math.floor(bytes.length / 2);
  let step = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (step === 0) {
        step = 1;
        controller.enqueue(bytes.subarray(0, half));
        return;
      }
      await sleep(stallMs);
      controller.enqueue(bytes.subarray(half));
      controller.close();
    },
  });
  return new Response(stream, { status: response.status, headers: response.headers });
}

export function faultsMiddleware(ctx: PlatformContext): MiddlewareHandler<PlatformEnv> {
  return async (c, next) => {
    if (!ctx.config.devEndpoints || c.req.method === 'OPTIONS' || c.req.path.startsWith('/dev/')) return next();
    // A signed media address is served again without its token (media-gate.ts); rules apply to that request once.
    if (c.req.path.startsWith('/media/') && parseTokenPath(c.req.path) !== null) return next();
    const headerStatus = headerInt(c, 'x-fault-status', 200, 599);
    const headerDelay = headerInt(c, 'x-fault-delay', 0, MAX_FAULT_WAIT_MS);
    const rule = takeRule(faultStore(ctx), c.req.path, c.req.method);
    const delay = (rule?.delay_ms ?? 0) + (headerDelay ?? 0);
    if (delay > 0) await sleep(delay);
    const status = headerStatus ?? rule?.status ?? null;
    if (status !== null) return faultResponse(c, status, headerStatus !== null ? undefined : rule);
    await next();
    if (rule && rule.stall_ms > 0) {
      const bytes = new Uint8Array(await c.res.arrayBuffer());
      c.res = stalled(c.res, bytes, rule.stall_ms);
    }
  };
}
