export const dynamic = 'force-dynamic';

/**
 * The deployment's VAPID public key for browser push subscriptions (lib/session/web-push.ts). Closed until
 * configured: without WEB_PUSH_PUBLIC_KEY the answer is null and no browser subscribes.
 */
export function GET() {
  return Response.json({ publicKey: process.env.WEB_PUSH_PUBLIC_KEY || null }, { headers: { 'cache-control': 'no-store' } });
}
