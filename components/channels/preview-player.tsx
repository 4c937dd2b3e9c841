'use client';

import { useLocale } from 'next-intl';
import { useEffect, useRef } from 'react';
import { getBrowserApi } from '@/lib/api/browser';
import { getChannelConfig } from '@/lib/api/channels';
import type { Channel } from '@/lib/api/types/channels';
import { vitrinaSource } from '@/lib/channels/vitrina';
import { playerServices } from '@/lib/player/player-services';
import { usePlayerController } from '@/player/react/use-player-controller';
import styles from './channel-list.module.css';
import { channelPreviewSource } from '@/lib/player/source-renewal';

/**
 * The muted live preview inside a zoomed card (live-channels.md section 4 "Preview player"). It asks the channel
 * config (section 7: the web and web_vlight addresses and ads, no playback stat opened), with the preview flag; a
 * refusal (403 included) is never shown as an alert here, the card simply stays still.
 * No storage: the preview must not change the main player's remembered volume or tracks.
 */
export function PreviewPlayer({
  channel,
  widthPx,
}: {
  channel: Pick<Channel, 'id' | 'streamTypes' | 'vitrinaUrl' | 'vlight'>;
  /** The spec's preview width for where the list is shown (section 4 "Preview player"). */
  widthPx: number;
}) {
  const channelId = channel.id;
  // A vitrina channel previews its delayed picture, the one its card's programme belongs to.
  const vitrina = vitrinaSource(channel);
  const vlight = channel.vlight;
  const locale = useLocale();
  const video = useRef<HTMLVideoElement>(null);
  const player = usePlayerController({ storage: null, trackPriorities: playerServices.trackPriorities });

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const abort = new AbortController();
    element.muted = true;
    player.attach(element);
    player.setMuted(true);
    getChannelConfig(getBrowserApi(locale), channelId, { preview: true, signal: abort.signal })
      .then((config) => {
        const light = Boolean(vlight);
        const source = channelPreviewSource(locale, channelId, light, light ? config.webVlight : config.web, vitrina);
        return player.load(source, { mode: 'live', channelId, autoplay: true });
      })
      .catch(() => undefined);
    return () => abort.abort();
  }, [channelId, vitrina, vlight, locale, player]);

  return (
    <video
      ref={video}
      className={styles.previewVideo}
      style={{ width: widthPx }}
      muted
      playsInline
      aria-hidden="true"
      data-testid="channel-preview"
    />
  );
}
