import { clientAddress } from './client-address';
import { BodyTooLargeError, readLimitedBody } from './body-limit';

export { CSP_REPORT_PATH } from './headers';

/**
 * Our receiver of Content-Security-Policy violation reports (`report-uri` and `report-to`): it counts them by
 * violated directive (here and in the server's `csp_violations_total`) and logs a few a minute, so an attacker
 * flooding it can neither fill memory nor a log. A browser sends one report of a few hundred bytes per violation.
 */
export const CSP_REPORT_BODY_LIMIT_BYTES = 8 * 1024;
/** Reports counted per client address and minute; the rest are answered and dropped. */
export const CSP_REPORTS_PER_MINUTE = 30;
/** Addresses remembered for the rate limit; the oldest window is forgotten first. */
const MAX_TRACKED_ADDRESSES = 1000;
/** Directives counted apart; any further name is counted as "other", so the counter keys stay bounded. */
const MAX_DIRECTIVES = 24;
const WINDOW_MS = 60_000;
/** Reports logged per minute, from all senders together; each field cut short. */
const LOGGED_PER_MINUTE = 10;
const LOGGED_FIELD_CHARS = 200;
let logWindow = { startedAt: 0, count: 0 };

const windows = new Map<string, { startedAt: number; count: number }>();
const counts = new Map<string, number>();

function allowed(address: string, nowMs: number): boolean {
  const window = windows.get(address);
  if (!window || nowMs - window.startedAt >= WINDOW_MS) {
    windows.delete(address);
    if (windows.size >= MAX_TRACKED_ADDRESSES) windows.delete(windows.keys().next().value as string);
    windows.set(address, { startedAt: nowMs, count: 1 });
    return true;
  }
  window.count += 1;
  return window.count <= CSP_REPORTS_PER_MINUTE;
}

/** The violated directives of a `application/csp-report` body or a Reporting API (`application/reports+json`) batch. */
export function violatedDirectives(body: unknown): string[] {
  const directiveOf = (report: unknown): string | null => {
    if (!report || typeof report !== 'object') return null;
    const fields = report as Record<string, unknown>;
    const name = fields['effective-directive'] ?? fields.effectiveDirective ?? fields['violated-directive'];
    return typeof name === 'string' ? (name.split(' ')[0] ?? null) : null;
  };
  if (Array.isArray(body)) {
    return body
      .filter((entry) => entry && typeof entry === 'object' && (entry as { type?: unknown }).type === 'csp-violation')
      .map((entry) => directiveOf((entry as { body?: unknown }).body))
      .filter((name): name is string => name !== null);
  }
  const single = directiveOf((body as { 'csp-report'?: unknown } | null)?.['csp-report']);
  return single ? [single] : [];
}

/** Counts a directive under a bounded set of names; returns the name it was counted under. */
function count(directive: string): string {
  const key =
    /^[a-z-]{1,40}$/.test(directive) && (counts.has(directive) || counts.size < MAX_DIRECTIVES) ? directive : 'other';
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return key;
}

/** Where the blocked thing came from and on which page, for the log sample: cut short, with no query. */
function sampleOf(body: unknown): string {
  const first: unknown = Array.isArray(body) ? (body[0] as { body?: unknown } | undefined)?.body : (body as { 'csp-report'?: unknown } | null)?.['csp-report'];
  const fields = first && typeof first === 'object' ? (first as Record<string, unknown>) : {};
  const field = (...names: string[]) => {
    const value = names.map((name) => fields[name]).find((entry) => typeof entry === 'string') as string | undefined;
    return (value ?? '').split('?')[0]!.slice(0, LOGGED_FIELD_CHARS);
  };
  return `blocked ${field('blocked-uri', 'blockedURL')} on ${field('document-uri', 'documentURL')}`;
}

function logSample(directives: string[], body: unknown, nowMs: number): void {
  if (nowMs - logWindow.startedAt >= WINDOW_MS) logWindow = { startedAt: nowMs, count: 0 };
  logWindow.count += 1;
  if (logWindow.count > LOGGED_PER_MINUTE) return;
  console.warn(`[csp] violation of ${directives.join(', ')}: ${sampleOf(body)}`);
}

/** Violations counted since start, by directive. */
export function cspViolationCounts(): Record<string, number> {
  return Object.fromEntries(counts);
}

/**
 * Answers a report: 204 whether counted or dropped past the rate limit (a sender learns nothing), 413 past the size
 * limit, 400 for a body that is not JSON. `onCounted` hears each counted directive (the route passes the metrics
 * recorder: lib/ops depends on lib/security, not the other way).
 */
export async function receiveCspReport(
  request: Request,
  nowMs = Date.now(),
  onCounted: (directive: string) => void = () => undefined,
): Promise<Response> {
  let bytes: Uint8Array;
  try {
    bytes = await readLimitedBody(request, CSP_REPORT_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return new Response(null, { status: 413 });
    throw error;
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return new Response(null, { status: 400, headers: { 'cache-control': 'no-store' } });
  }
  if (allowed(clientAddress(request.headers), nowMs)) {
    const directives = violatedDirectives(body).slice(0, 10);
    directives.forEach((directive) => onCounted(count(directive)));
    if (directives.length) logSample(directives, body, nowMs);
  }
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
