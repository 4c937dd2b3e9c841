import { forwardBeacon } from '@/lib/session/beacon-gateway';
import { platformApiUrlFor } from '@/lib/server-env';

interface RouteContext {
  params: Promise<{ path: string[] }>;
}

export async function POST(request: Request, { params }: RouteContext) {
  const { path } = await params;
  return forwardBeacon(request, path, {
    platformUrl: platformApiUrlFor(request),
    secureCookies: new URL(request.url).protocol === 'https:',
  });
}

export const dynamic = 'force-dynamic';
