import type { ApiClient } from '../api/client';
import { updateDevice } from '../api/devices';
import type { DeviceId } from '../api/types/identity';

/** The device's notification type for a browser push subscription (Device.notification, section 3). */
export const WEB_PUSH_NOTIFICATION_TYPE = 'webpush';
/** Where the browser asks for the deployment's VAPID public key (WEB_PUSH_PUBLIC_KEY); null until configured. */
export const WEB_PUSH_KEY_PATH = '/api/web-push';
const SENT_KEY = 'web_push_sent';
/** An uncompressed P-256 public key, as push services require of applicationServerKey. */
const VAPID_KEY_BYTES = 65;

/** The VAPID public key (base64url) as bytes, or null when it is not one. */
export function vapidKeyBytes(key: string | null | undefined): Uint8Array<ArrayBuffer> | null {
  if (!key || !/^[A-Za-z0-9_-]+={0,2}$/.test(key)) return null;
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  let binary: string;
  try {
    binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return null;
  }
  if (binary.length !== VAPID_KEY_BYTES) return null;
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export interface WebPushDeps {
  permission(): NotificationPermission | 'unsupported';
  publicKey(): Promise<string | null>;
  pushManager(): Promise<PushManager | null>;
  deviceId(): DeviceId | null;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

export type WebPushOutcome = 'unsupported' | 'no-permission' | 'not-configured' | 'no-device' | 'unchanged' | 'saved';

/**
 * Subscribes this browser to pushes and hands the subscription to this browser's device as its notification token,
 * so the platform can reach it (section 3 Device.notification). Runs once the permission is granted and again when
 * the device changes (a sign-in, a logout); closed until the deployment configures its VAPID key.
 */
export async function syncWebPush(api: ApiClient, deps: WebPushDeps): Promise<WebPushOutcome> {
  const permission = deps.permission();
  if (permission === 'unsupported') return 'unsupported';
  if (permission !== 'granted') return 'no-permission';
  const key = vapidKeyBytes(await deps.publicKey());
  if (!key) return 'not-configured';
  const manager = await deps.pushManager();
  if (!manager) return 'unsupported';
  const deviceId = deps.deviceId();
  if (deviceId === null) return 'no-device';
  const subscription = (await manager.getSubscription()) ?? (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  const token = JSON.stringify(subscription.toJSON());
  const sent = `${deviceId} ${subscription.endpoint}`;
  if (deps.storage?.getItem(SENT_KEY) === sent) return 'unchanged';
  await updateDevice(api, deviceId, { notification: { type: WEB_PUSH_NOTIFICATION_TYPE, token } });
  deps.storage?.setItem(SENT_KEY, sent);
  return 'saved';
}
