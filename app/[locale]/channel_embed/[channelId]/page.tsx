import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { ChannelEmbed } from '@/components/channels/channel-embed';
import { loadChannel, loadPromoDays } from '@/lib/channels/server-data';
import { parseChannelId } from '@/lib/rules/validation';
import { ClientMessages } from '@/components/i18n/client-messages';

interface Props {
  params: Promise<{ channelId: string }>;
}

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The embedded player of one channel, ?ts= for the archive (live-channels.md section 2); the shell hides its chrome here. */
export default async function ChannelEmbedRoute({ params }: Props) {
  const { channelId } = await params;
  const id = parseChannelId(channelId);
  if (id === null) {
    console.warn(`[channels] embed refused a non-numeric channel id: ${JSON.stringify(channelId)}`);
    notFound();
  }
  const [channel, promoDays] = await Promise.all([loadChannel(id), loadPromoDays()]);
  if (!channel) notFound();
  return (
    <ClientMessages namespaces={['billing', 'channels', 'player', 'security']}>
      <Suspense>
        <ChannelEmbed initialChannel={channel} promoDays={promoDays} />
      </Suspense>
    </ClientMessages>
  );
}
