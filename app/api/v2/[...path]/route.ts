import { withGatewayMetrics } from '@/lib/ops/gateway-metrics';
import { forwardToPlatform } from '@/lib/session/gateway';
import { gatewayOptionsFor } from '@/lib/session/gateway-options';

interface RouteContext {
  params: Promise<{ path: string[] }>;
}

const forward = withGatewayMetrics(forwardToPlatform);

/**
 * The gateway under `next dev`, and for addresses server.mjs leaves to Next (lib/session/gateway-server.ts answers the
 * others before Next's router, with the same rules).
 */
async function handle(request: Request, { params }: RouteContext) {
  const { path } = await params;
  return forward(request, path, gatewayOptionsFor(request));
}

export const dynamic = 'force-dynamic';
export { handle as GET, handle as POST, handle as PATCH, handle as PUT, handle as DELETE };
