import { toPacket } from './billing-reshape';
import type { ApiClient } from './client';
import type { RawPacket, RawProviderInfo } from './raw/billing';
import type { Packet, ProviderInfo } from './types/billing';

/** Provider landing (/provider/{id or shortname}): tariffs, bundles, features, devices and contacts. */
export async function getProviderInfo(api: ApiClient, idOrShortname: number | string): Promise<ProviderInfo> {
  const raw = await api.get<RawProviderInfo>(`/v2/providers/${encodeURIComponent(String(idOrShortname))}/info`);
  return {
    id: raw.id,
    shortname: raw.shortname,
    name: raw.name,
    allowsPacketsWithoutBase: raw.is_allow_additional_packets_without_base,
    landing: {
      logo: raw.landing.logo,
      supportUrl: raw.landing.support_url,
      phone: raw.landing.phone,
      email: raw.landing.email,
      regformButton: raw.landing.regform_button_url
        ? { url: raw.landing.regform_button_url, caption: raw.landing.regform_button_caption ?? '' }
        : null,
    },
    features: raw.features,
    devices: raw.devices,
    packets: raw.packets.map(toPacket),
    bundles: raw.bundles.map(toPacket),
  };
}

export async function getProviderPacket(
  api: ApiClient,
  providerId: number | string,
  packetId: number,
): Promise<Packet> {
  return toPacket(
    await api.get<RawPacket>(`/v2/providers/${encodeURIComponent(String(providerId))}/packet/${packetId}`),
  );
}

/** A member packet of a bundle; `parentName` is the bundle's name. */
export async function getBundlePacket(
  api: ApiClient,
  providerId: number | string,
  bundleId: number,
  packetId: number,
): Promise<Packet> {
  const path = `/v2/providers/${encodeURIComponent(String(providerId))}/bundles/${bundleId}/packets/${packetId}`;
  return toPacket(await api.get<RawPacket>(path));
}
