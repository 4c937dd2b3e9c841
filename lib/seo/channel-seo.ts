/**
 * Indexing data of channel and category pages: title, description (70 characters, catalogue-vod-billing.md
 * section 9), canonical address, the share image (a PNG card drawn from the logo: the logo itself is an SVG, which
 * many social sites do not display), and schema.org JSON-LD.
 */

import { metaDescription } from '@/lib/rules/content-rules';
import { broadcastEventLd } from './json-ld';
import { ogImagePath } from './og-card';

export interface SeoChannel {
  id: number;
  slug: string;
  name: string;
  description: string;
  cover: { src: string };
  currentSchedule: { program: { title: string } } | null;
}

export interface ChannelSeo {
  title: string;
  description: string;
  canonicalPath: string;
  /** The absolute address of the channel's share card (app/og/[kind]/[ref]/route.tsx). */
  imageUrl: string;
  jsonLd: Record<string, unknown>;
}

export interface SeoProgramme {
  program: { title: string };
  startSec: number;
  durationSec: number;
}

export function channelSeo(channel: SeoChannel, canonicalPath: string, siteOrigin: string): ChannelSeo {
  const programme = channel.currentSchedule?.program.title;
  const url = new URL(canonicalPath, siteOrigin).toString();
  return {
    title: channel.name,
    description: metaDescription(channel.description || (programme ? `${channel.name}: ${programme}` : channel.name)),
    canonicalPath,
    imageUrl: new URL(ogImagePath('channels', channel.slug || String(channel.id)), siteOrigin).toString(),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'TelevisionChannel',
      name: channel.name,
      broadcastChannelId: String(channel.id),
      url,
      providesBroadcastService: {
        '@type': 'BroadcastService',
        name: channel.name,
        broadcastDisplayName: channel.name,
        description: metaDescription(channel.description),
        url,
        ...(channel.cover.src ? { logo: channel.cover.src } : {}),
      },
    },
  };
}

/**
 * The programmes a channel page lists as live BroadcastEvents: the one on air and those after it. A cached page is
 * served for a while after it was rendered (and kept for a day while the API is down), so naming only the programme on
 * air at render time would tell a crawler that an ended programme is live; the list still holds the one on air then.
 */
export function channelScheduleLd(
  channel: { name: string },
  schedule: SeoProgramme[],
  canonicalPath: string,
  siteOrigin: string,
): Record<string, unknown>[] {
  const url = new URL(canonicalPath, siteOrigin).toString();
  return schedule.map((item) =>
    broadcastEventLd(
      { title: item.program.title, startSec: item.startSec, durationSec: item.durationSec },
      { name: channel.name, url },
    ),
  );
}
