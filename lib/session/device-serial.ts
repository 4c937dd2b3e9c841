const DEVICE_SERIAL_KEY = 'device_serial';

/**
 * A stable serial per browser, so re-authorizing does not register a new device each time. A device_serial query
 * parameter (section 2 environment switches) overrides it.
 */
export function deviceSerial(): string {
  const fromQuery = new URLSearchParams(window.location.search).get('device_serial')?.trim();
  if (fromQuery && /^[\w-]{1,64}$/.test(fromQuery)) localStorage.setItem(DEVICE_SERIAL_KEY, fromQuery);
  let serial = localStorage.getItem(DEVICE_SERIAL_KEY);
  if (!serial) {
    serial = `web-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_SERIAL_KEY, serial);
  }
  return serial;
}
