import { clientAddress } from './client-address';
import { BodyTooLargeError, readLimitedBody } from './body-limit';

export { CSP_REPORT_PATH } from './headers';

/**
 * Our receiver of Content-Security-Policy violation reports (`report-uri` and `report-to`): it only counts them, by
 * violated directive, so an attacker flooding it can neither fill memory nor a log. A browser sends one report of a
 * few hundred bytes per violation.
 */
export const CSP_REPORT_BODY_LIMIT_BYTES = 8 * 1024;
/** Reports counted per client address and minute; the rest are answered and dropped. */
export const CSP_REPORTS_PER_MINUTE = 30;
/** Addresses remembered for the rate limit; the oldest window is forgotten first. */
const MAX_TRACKED_ADDRESSES = 1000;
/** Directives counted apart; any further name is counted as "other", so the counter keys stay bounded. */
const MAX_DIRECTIVES = 24;
const WINDOW_MS = 60_000;

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

function count(directive: string): void {
  const key =
    /^[a-z-]{1,40}$/.test(directive) && (counts.has(directive) || counts.size < MAX_DIRECTIVES) ? directive : 'other';
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/** Violations counted since start, by directive. */
export function cspViolationCounts(): Record<string, number> {
  return Object.fromEntries(counts);
}

/** Answers a report: 204 whether counted or dropped (a sender learns nothing), 413 past the size limit. */
export async function receiveCspReport(request: Request, nowMs = Date.now()): Promise<Response> {
  let bytes: Uint8Array;
  try {
    bytes = await readLimitedBody(request, CSP_REPORT_BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return new Response(null, { status: 413 });
    throw error;
  }
  if (allowed(clientAddress(request.headers), nowMs)) {
    try {
      violatedDirectives(JSON.parse(new TextDecoder().decode(bytes)))
        .slice(0, 10)
        .forEach(count);
    } catch {
      // Not JSON: nothing to count.
    }
  }
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
