import type { Channel, ScheduleItem } from '@/lib/api/types/channels';
import { MOBILE_MAX_WIDTH } from '@/lib/rules/breakpoints';
import styles from './player-still.module.css';

/** A transparent pixel: what a phone fetches instead of a still it will not show (see `wideOnly`). */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export interface PlayerStillProps {
  channel: Channel | null;
  /** The programme the player opens; live, the channel's own programme on air. */
  programme?: ScheduleItem | null;
  label?: string;
  /**
   * The server renders the wide layout: on a phone the open channel leaves the page at hydration, so the still is
   * not fetched there.
   */
  wideOnly?: boolean;
}

/**
 * The player's place until a stream plays: the picture of the programme on air (the channel's cover without one) in
 * the same 16:9 box, so the page's largest paint comes with its HTML instead of seconds later, and nothing moves when
 * the player takes the place.
 */
export function PlayerStill({ channel, programme, label, wideOnly = false }: PlayerStillProps) {
  // The channel list's partial channels (and test fixtures) may come without a cover.
  const still = channel ? (programme ?? channel.currentSchedule)?.imageSrc || channel.cover?.bg || null : null;
  return (
    // A status, so its loading label is allowed and read (a bare div may not carry aria-label: axe aria-prohibited-attr).
    <div className={styles.space} role="status" aria-busy="true" aria-label={label}>
      {still && (
        <picture>
          {wideOnly && <source media={`(max-width: ${MOBILE_MAX_WIDTH}px)`} srcSet={NOTHING} />}
          <img className={styles.still} src={still} alt="" fetchPriority="high" />
        </picture>
      )}
    </div>
  );
}
