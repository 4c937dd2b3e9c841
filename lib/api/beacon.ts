/**
 * Beacons: saves sent while the viewer leaves the page (the playback stat, the history position). Chromium dropped
 * a keepalive fetch made on pagehide about 3 times in 5 (measured 2026-11 on a full page load away from /watch);
 * navigator.sendBeacon arrived every time. A beacon can only POST, so it goes to this same-origin route, which asks
 * the platform with the method named in the address (lib/session/beacon-gateway.ts). Beacons too are sometimes lost,
 * so each is also kept and sent again by the next page (lib/api/leave-outbox.ts).
 */
export const BEACON_PATH = '/api/beacon';
/** Query parameter carrying the platform method of a beacon. */
export const BEACON_METHOD_PARAM = 'method';
