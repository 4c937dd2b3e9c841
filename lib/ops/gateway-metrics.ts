import {
  REQUEST_ID_HEADER,
  currentRequestId,
  recordGatewayCall,
  recordPayment,
  recordPlayerErrorReport,
  type PaymentOutcome,
} from './ops-hooks.mjs';

type Forward<O> = (request: Request, path: string[], options: O) => Promise<Response>;

/** A payment's first call: one of the pay forms (the SMS confirmation continues one already started), or an offer's. */
const PAYMENT_START = /^users\/self\/(accounts\/\d+\/payforms\/(?!confirm_by_sms$)[^/]+|purchases_offer\/transaction)$/;
const TRANSACTION_READ = /^users\/self\/transactions\/[^/]+$/;
const PLAYER_ERROR_REPORT = /^metrics\/errors$/;
const TRANSACTION_OUTCOMES: Record<string, PaymentOutcome> = { complete: 'completed', error: 'declined' };

/** `users/self/transactions/123` -> `users/self/transactions/:id`: the label of a family of calls, not of one. */
export function apiPathGroup(path: string[]): string {
  const folded = path.map((segment) => (/\d/.test(segment) ? ':id' : segment));
  return folded.slice(0, folded[0] === 'users' && folded[1] === 'self' ? 4 : 3).join('/');
}

async function transactionOutcome(response: Response): Promise<PaymentOutcome | undefined> {
  try {
    const body = (await response.clone().json()) as { status?: unknown; data?: { status?: unknown } };
    // A bare answer or one in a {data} envelope.
    const status = body?.data && typeof body.data === 'object' ? body.data.status : body?.status;
    return typeof status === 'string' ? TRANSACTION_OUTCOMES[status] : undefined;
  } catch {
    return undefined;
  }
}

async function countPayments(method: string, apiPath: string, response: Response) {
  const starts = method === 'POST' && PAYMENT_START.test(apiPath);
  if (!response.ok || !(starts || (method === 'GET' && TRANSACTION_READ.test(apiPath)))) return;
  if (starts) recordPayment('started');
  const outcome = await transactionOutcome(response);
  if (outcome) recordPayment(outcome);
}

/** The API call carries the request id of the browser's request (one id from the viewer's page to the API's log). */
function fetchWithRequestId(fetchImpl: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const requestId = currentRequestId();
    if (!requestId) return fetchImpl(input, init);
    const headers = new Headers(init?.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    return fetchImpl(input, { ...init, headers });
  };
}

/**
 * The gateway (lib/session/gateway.ts) measured from outside: calls by API path group and status with their time,
 * payments started, completed and declined, players' error reports; and the request id passed on to the API.
 */
export function withGatewayMetrics<O extends { fetch?: typeof fetch }>(forward: Forward<O>): Forward<O> {
  return async (request, path, options) => {
    const started = performance.now();
    const apiPath = path.join('/');
    if (request.method === 'POST' && PLAYER_ERROR_REPORT.test(apiPath)) recordPlayerErrorReport();
    const response = await forward(request, path, { ...options, fetch: fetchWithRequestId(options.fetch) });
    recordGatewayCall({ group: apiPathGroup(path), method: request.method, status: response.status, seconds: (performance.now() - started) / 1000 });
    await countPayments(request.method, apiPath, response);
    return response;
  };
}
