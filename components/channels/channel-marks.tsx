import { useTranslations } from 'next-intl';
import type { Channel } from '@/lib/api/types/channels';
import { channelQuality } from '@/lib/channels/channel-marks';
import styles from './channel-marks.module.css';

/** The channel's HD or 4K mark; its words come from the caller, so a list of cards reads its messages once. */
export function QualityBadge({ label }: { label: string | null }) {
  return label ? <span className={styles.quality}>{label}</span> : null;
}

/**
 * The operator's overlay_icon, drawn over the channel's logo on its card or over the corner of its picture.
 * Decorative: the card and the player name the channel already.
 */
export function OverlayIcon({ channel, place }: { channel: Pick<Channel, 'overlayIcon'>; place: 'card' | 'player' }) {
  if (!channel.overlayIcon) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an operator's small icon at a fixed size
    <img
      src={channel.overlayIcon}
      alt=""
      className={place === 'card' ? styles.cardIcon : styles.playerIcon}
      data-testid="channel-overlay-icon"
      decoding="async"
    />
  );
}

/** The marks over a channel's picture in the player: its HD or 4K mark and overlay icon. */
export function ChannelPictureMarks({ channel }: { channel: Pick<Channel, 'is4k' | 'isHd' | 'overlayIcon'> }) {
  const t = useTranslations('channels');
  const quality = channelQuality(channel);
  return (
    <>
      <QualityBadge label={quality ? t(`quality.${quality}`) : null} />
      <OverlayIcon channel={channel} place="player" />
    </>
  );
}
