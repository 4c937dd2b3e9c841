import { forwardToPlatform } from '@/lib/session/gateway';
import { platformApiUrl } from '@/lib/server-env';

interface RouteContext {
  params: Promise<{ path: string[] }>;
}

async function handle(request: Request, { params }: RouteContext) {
  const { path } = await params;
  return forwardToPlatform(request, path, {
    platformUrl: platformApiUrl(),
    secureCookies: new URL(request.url).protocol === 'https:',
  });
}

export const dynamic = 'force-dynamic';
export { handle as GET, handle as POST, handle as PATCH, handle as PUT, handle as DELETE };
