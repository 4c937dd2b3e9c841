export const dynamic = 'force-dynamic';

/** Target of the 5-minute keep-alive ping: cheap, never cached. */
export function GET() {
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
