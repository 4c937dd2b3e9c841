import 'server-only';
import { cache } from 'react';
import { getPacket, getPackets } from '@/lib/api/billing';
import { ApiError } from '@/lib/api/errors';
import { getProviderInfo } from '@/lib/api/provider';
import { getServerApi } from '@/lib/api/server';

/** A 404 (or a malformed reference, 400) becomes null so the route renders its not-found screen. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** `7`, `{providerShortName}_{id}` or `{providerId}_{bundleId}_{packetId}` (catalogue-vod-billing.md section 2). */
export const PACKET_REF_PATTERN = /^(\d+|[a-z0-9-]+_\d+|\d+_\d+_\d+)$/i;

export const loadPacket = cache(async (ref: string) => {
  if (!PACKET_REF_PATTERN.test(ref)) return null;
  return orNull(async () => getPacket(await getServerApi(), ref));
});

export const loadPackets = cache(async () => getPackets(await getServerApi()));

export const loadProvider = cache(async (ref: string) =>
  orNull(async () => getProviderInfo(await getServerApi(), ref)),
);
