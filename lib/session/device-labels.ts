import type { Device } from '../api/types/identity';

/** core-session-account.md section 3: device type labels shown. */
export const DEVICE_TYPE_LABELS = ['web', 'webkit', 'android_tv', 'android_stb', 'android_mobile', 'ios', 'tvos', 'dune'] as const;
export type DeviceTypeLabel = (typeof DEVICE_TYPE_LABELS)[number];

/** Which label a device shows: its application type when it names one, else what its type and OS tell. */
export function deviceTypeLabel(device: Pick<Device, 'applicationType' | 'deviceType' | 'osName'>): DeviceTypeLabel {
  const application = device.applicationType.toLowerCase().replace(/-/g, '_');
  if ((DEVICE_TYPE_LABELS as readonly string[]).includes(application)) return application as DeviceTypeLabel;
  const os = device.osName.toLowerCase();
  if (os.includes('android')) return device.deviceType === 'tv' ? 'android_tv' : 'android_mobile';
  if (os.includes('tvos')) return 'tvos';
  if (os.includes('ios')) return 'ios';
  if (os.includes('tizen') || os.includes('webos')) return 'webkit';
  return 'web';
}

/** How a device is named to the viewer: its maker and model, else its serial. */
export function deviceDisplayName(device: Pick<Device, 'vendor' | 'model' | 'serial'>): string {
  return [device.vendor, device.model].filter(Boolean).join(' ') || device.serial;
}
