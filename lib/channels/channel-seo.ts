/**
 * Indexing data of channel and category pages: title, description (70 characters, catalogue-vod-billing.md
 * section 9), canonical address, the share image (a PNG card drawn from the logo: the logo itself is an SVG, which
 * many social sites do not display), and schema.org JSON-LD.
 */

import { metaDescription } from '@/lib/rules/content-rules';
import { broadcastEventLd } from '@/lib/seo/json-ld';
import { ogImagePath } from '@/lib/seo/og-card';

export interface SeoChannel {
  id: number;
  slug: string;
  name: string;
  description: string;
  cover: { src: string };
  currentSchedule: { program: { title: string }; startSec?: number; durationSec?: number } | null;
}

export interface ChannelSeo {
  title: string;
  description: string;
  canonicalPath: string;
  /** The absolute address of the channel's share card (app/og/[kind]/[ref]/route.tsx). */
  imageUrl: string;
  jsonLd: Record<string, unknown>;
  /** The programme on air as a live BroadcastEvent, when the schedule names its times. */
  liveEventLd: Record<string, unknown> | null;
}

export function channelSeo(channel: SeoChannel, canonicalPath: string, siteOrigin: string): ChannelSeo {
  const programme = channel.currentSchedule?.program.title;
  const url = new URL(canonicalPath, siteOrigin).toString();
  const airing = channel.currentSchedule;
  const liveEventLd =
    airing && airing.startSec !== undefined && airing.durationSec !== undefined
      ? broadcastEventLd(
          { title: airing.program.title, startSec: airing.startSec, durationSec: airing.durationSec },
          { name: channel.name, url },
        )
      : null;
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
    liveEventLd,
  };
}

/** JSON-LD is placed in a script tag: "<" is escaped so no text can close the tag early. */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
