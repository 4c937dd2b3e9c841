/** Set-top boxes with a setup manual (catalogue-vod-billing.md section 2: /manual/dune, /tvip, /eltex, /mag). */
export const MANUAL_DEVICES = ['dune', 'tvip', 'eltex', 'mag'] as const;

export type ManualDevice = (typeof MANUAL_DEVICES)[number];

/** Steps of each manual, in order; their texts are the messages provider.manual.{device}.steps.{n}. */
export const MANUAL_STEP_COUNT = 3;

export function isManualDevice(value: string): value is ManualDevice {
  return (MANUAL_DEVICES as readonly string[]).includes(value);
}

export function manualHref(device?: ManualDevice): string {
  return device ? `/manual/${device}` : '/manual';
}
