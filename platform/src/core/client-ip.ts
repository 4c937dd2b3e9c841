import type { Context } from 'hono';
import type { PlatformConfig } from './config';

/** What an in-process caller (unit tests, the app's own msw bridge) counts as: it has no socket and is us. */
const IN_PROCESS_PEER = '127.0.0.1';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  server?: NodeBindings;
}

/** The address of whoever opened the connection: the web app's gateway in production, a browser for media. */
function directPeer(c: Context): string {
  const env = c.env as NodeBindings | undefined;
  const bindings = env?.server ?? env;
  return bindings?.incoming?.socket?.remoteAddress ?? IN_PROCESS_PEER;
}

/**
 * The client's address for rate limits and messages. `X-Forwarded-For` is believed only from a trusted proxy (the
 * gateway, loopback by default), and then only its last entry: the one that proxy itself appended. Anyone else
 * could write any address there and walk past every per-address limit.
 */
export function clientIp(c: Context, config: Pick<PlatformConfig, 'trustedProxies'>): string {
  const peer = directPeer(c);
  if (!config.trustedProxies.includes(peer)) return peer;
  const forwarded = c.req.header('x-forwarded-for');
  const last = forwarded?.split(',').map((entry) => entry.trim()).filter(Boolean).pop();
  return last || peer;
}
