/**
 * One log line per unusable operator answer, naming the call (`GET /v2/channels`), so an operator's drift or a proxy in
 * front of it shows in the server log without the answer's content (which may hold a token).
 */
export function logUnreadableAnswer(method: string, path: string, status: number | 'late'): void {
  const what = status === 'late' ? 'did not answer in time' : `answered ${status} with no readable JSON body`;
  console.warn(`[api] ${method} ${pathOnly(path)} ${what}`);
}

const driftSeen = new Set<string>();
/** Enough distinct drifts to see what changed, bounded so a misbehaving operator cannot grow the server's memory. */
const DRIFT_KEYS_KEPT = 500;

/**
 * A field of an answer that does not match its schema: logged once per path template and field (not per request),
 * as every request would repeat it.
 */
export function logAnswerDrift(path: string, field: string, problem: string): void {
  const key = `${path} ${field}`;
  if (driftSeen.has(key) || driftSeen.size >= DRIFT_KEYS_KEPT) return;
  driftSeen.add(key);
  console.warn(`[api] ${path} drifted from the wire format at ${field || '(answer)'}: ${problem}`);
}

/** Tests only: a fresh log, so each test sees its own first drift. */
export function forgetLoggedDrift(): void {
  driftSeen.clear();
}

function pathOnly(path: string): string {
  return path.split('?')[0];
}
