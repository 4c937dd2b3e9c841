import { recordCspViolation } from '@/lib/ops/ops-hooks.mjs';
import { cspViolationCounts, receiveCspReport } from '@/lib/security/csp-reports';
import { testPagesEnabled } from '@/lib/test-pages';

export const dynamic = 'force-dynamic';

export function POST(request: Request) {
  return receiveCspReport(request, Date.now(), recordCspViolation);
}

/** The counts, for the end-to-end run only (ENABLE_TEST_PAGES); absent from production. */
export function GET() {
  if (!testPagesEnabled()) return new Response(null, { status: 404 });
  return Response.json(cspViolationCounts(), { headers: { 'cache-control': 'no-store' } });
}
