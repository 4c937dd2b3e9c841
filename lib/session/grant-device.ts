import { grantDeviceId, type RawTokenGrant } from '../api/token-grant';
import { readViewerSession } from './session-cookies';

const DEVICE_ID = /^[A-Za-z0-9-]{1,64}$/;

function askedDeviceId(requestBody: Uint8Array | undefined): string | null {
  try {
    const asked = (JSON.parse(new TextDecoder().decode(requestBody)) as { device_id?: unknown }).device_id;
    const id = typeof asked === 'number' && Number.isFinite(asked) ? String(asked) : asked;
    return typeof id === 'string' && DEVICE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * The device a grant's token is bound to. The operator may answer `POST auth/device` without a `device` field (issue
 * 31): that token still belongs to the device the call re-authorized, named in its body or else in the tv_device
 * cookie, and the cookie must keep it. Other grants without a device are user-level tokens (null).
 */
export function grantDevice(grant: RawTokenGrant, apiPath: string, requestBody: Uint8Array | undefined, cookieHeader: string | null): string | null {
  const named = grantDeviceId(grant);
  if (named !== null || apiPath !== 'auth/device') return named;
  return askedDeviceId(requestBody) ?? readViewerSession(cookieHeader).deviceId;
}
