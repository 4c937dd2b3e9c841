import type { DrmConfig } from '../core/types';

/** EME key-system names shaka-player uses for each licence server kind. */
export const KEY_SYSTEMS = {
  widevine: 'com.widevine.alpha',
  playready: 'com.microsoft.playready',
  fairplay: 'com.apple.fps',
  clearkey: 'org.w3.clearkey',
} as const;

export interface ShakaDrmConfig {
  servers: Record<string, string>;
  advanced: Record<string, { serverCertificateUri: string }>;
}

/**
 * Licence servers come from the stream data (live-channels.md section 7); FairPlay also needs its
 * certificate, which shaka fetches from `serverCertificateUri`.
 */
export function shakaDrmConfig(drm: DrmConfig | undefined): ShakaDrmConfig {
  const servers: Record<string, string> = {};
  const advanced: Record<string, { serverCertificateUri: string }> = {};
  if (drm?.widevine) servers[KEY_SYSTEMS.widevine] = drm.widevine.licenseUrl;
  if (drm?.playready) servers[KEY_SYSTEMS.playready] = drm.playready.licenseUrl;
  if (drm?.clearkey) servers[KEY_SYSTEMS.clearkey] = drm.clearkey.licenseUrl;
  if (drm?.fairplay) {
    servers[KEY_SYSTEMS.fairplay] = drm.fairplay.licenseUrl;
    advanced[KEY_SYSTEMS.fairplay] = { serverCertificateUri: drm.fairplay.certificateUrl };
  }
  return { servers, advanced };
}
