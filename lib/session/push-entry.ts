import { openModal } from '../modals';
import type { PushDestination } from '../rules/push-destination';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A push message as the push modal shows it (section 3 "Push message"). */
export interface PushMessage {
  title?: string;
  body?: string;
  icon?: string;
  action?: string;
  destination?: PushDestination | null;
  timeStart?: number;
  time_start?: number;
}

/** Reads a push payload (service worker message or web view call); anything malformed is refused (null). */
export function parsePush(payload: unknown): PushMessage | null {
  const raw = typeof payload === 'string' ? safeJson(payload) : payload;
  if (!raw || typeof raw !== 'object') return null;
  const source = raw as Record<string, unknown>;
  const title = text(source.title);
  const body = text(source.body);
  if (!title && !body) return null;
  const target = source.destination;
  let destination: PushDestination | null = null;
  if (target && typeof target === 'object' && typeof (target as { type?: unknown }).type === 'string') {
    const value = target as Record<string, unknown>;
    const idOf = (item: unknown) => (typeof item === 'string' || typeof item === 'number' ? item : null);
    destination = { type: value.type as string, id: idOf(value.id), code: text(value.code) ?? null, slug: text(value.slug) ?? null, src: text(value.src) ?? null };
  }
  const timeStart = source.time_start ?? source.timeStart;
  return { title, body, icon: text(source.icon), action: text(source.action), destination, time_start: typeof timeStart === 'number' ? timeStart : undefined };
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

export function showPush(payload: unknown): boolean {
  const props = parsePush(payload);
  return props ? openModal('push', props) : false;
}

/** A push clicked while no window of the app was open arrives in the address (public/service-worker.js). */
export const PUSH_QUERY = 'tv_push';

/** Reads the push in the address, if any, and removes it so a reload or a shared link cannot show it again. */
export function takeAddressPush(location: Location = window.location, history: History = window.history): unknown {
  const url = new URL(location.href);
  const value = url.searchParams.get(PUSH_QUERY);
  if (value === null) return null;
  url.searchParams.delete(PUSH_QUERY);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return value;
}

/**
 * Pushes reach the page from the service worker (postMessage {type: 'push', payload} when its notification is
 * clicked, or the address of the window it opened) or from the Android web view, which calls
 * window.tvShowPush(json). Returns the cleanup.
 */
export function listenForPushes(): () => void {
  const fromAddress = takeAddressPush();
  if (fromAddress !== null) showPush(fromAddress);
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; payload?: unknown } | null;
    if (data && data.type === 'push') showPush(data.payload);
  };
  navigator.serviceWorker?.addEventListener('message', onMessage);
  (window as unknown as { tvShowPush?: (payload: unknown) => boolean }).tvShowPush = showPush;
  return () => {
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    delete (window as unknown as { tvShowPush?: unknown }).tvShowPush;
  };
}
