import { IntentLink } from '@/components/ui/intent-link';
import type { ChannelCard as Channel, ContentSummary, HistoryItem, PersonCard as Person } from '@/lib/api/types/catalogue';
import { contentHref, contentImage, personHref, watchHref } from '@/lib/catalogue/rows';
import { ALL_CHANNELS_CATEGORY } from '@/lib/catalogue/channel-category';
import { ageLabel } from '@/lib/rules/content-rules';
import { Artwork } from './artwork';
import styles from './catalogue.module.css';

/** Card sizes reserve image space so late images do not shift the layout. */
export const CARD_SIZE = {
  poster: { width: 160, height: 240 },
  frame: { width: 285, height: 160 },
  person: { width: 120, height: 120 },
  channel: { width: 160, height: 90 },
} as const;

type Loading = 'eager' | 'lazy';

export function ContentCard({
  content,
  vertical,
  loading,
  priority = false,
}: {
  content: ContentSummary;
  vertical: boolean;
  loading: Loading;
  /** A card of the page's first screen, likely its largest paint: its image is preloaded and fetched first. */
  priority?: boolean;
}) {
  const size = vertical ? CARD_SIZE.poster : CARD_SIZE.frame;
  const src = contentImage(content, vertical);
  const age = ageLabel(content.age);
  return (
    <IntentLink href={contentHref(content)} className={styles.card} style={{ width: size.width }} data-testid="content-card">
      {src ? (
        <Artwork
          src={src}
          alt=""
          width={size.width}
          height={size.height}
          kind={vertical ? undefined : 'content-h'}
          loading={loading}
          priority={priority}
          className={styles.image}
        />
      ) : (
        <span className={styles.skeleton} style={{ aspectRatio: `${size.width} / ${size.height}` }} />
      )}
      <span className={styles.caption}>{content.title}</span>
      <span className={styles.sub}>{[content.year, content.category, age].filter(Boolean).join(' · ')}</span>
    </IntentLink>
  );
}

export function HistoryCard({ item, loading }: { item: HistoryItem; loading: Loading }) {
  const size = CARD_SIZE.frame;
  const target = item.episode ?? item.content;
  const src = item.screenshot ?? contentImage(item.content, false);
  return (
    <IntentLink href={watchHref(target)} className={styles.card} style={{ width: size.width }} data-testid="history-card">
      {src ? (
        <Artwork src={src} alt="" width={size.width} height={size.height} kind="content-h" loading={loading} className={styles.image} />
      ) : (
        <span className={styles.skeleton} style={{ aspectRatio: `${size.width} / ${size.height}` }} />
      )}
      <span className={styles.progress} aria-hidden="true">
        <span className={styles.progressBar} style={{ width: `${Math.min(100, item.watchPercentage)}%` }} />
      </span>
      <span className={styles.caption}>{item.content.title}</span>
      {item.episode ? <span className={styles.sub}>{item.episode.title}</span> : null}
    </IntentLink>
  );
}

export function PersonCard({ person, loading }: { person: Person; loading: Loading }) {
  const size = CARD_SIZE.person;
  return (
    <IntentLink href={personHref(person)} className={styles.card} style={{ width: size.width }} data-testid="person-card">
      {person.image ? (
        <Artwork src={person.image} alt="" width={size.width} height={size.height} loading={loading} className={styles.round} />
      ) : (
        <span className={styles.round} />
      )}
      <span className={styles.caption}>{person.name}</span>
    </IntentLink>
  );
}

export function ChannelCard({ channel, loading }: { channel: Channel; loading: Loading }) {
  const size = CARD_SIZE.channel;
  return (
    <IntentLink
      href={`/channels/${ALL_CHANNELS_CATEGORY}/${encodeURIComponent(channel.slug || String(channel.id))}`}
      className={styles.card}
      style={{ width: size.width }}
      data-testid="channel-card"
    >
      {channel.logo ? (
        <Artwork src={channel.logo} alt="" width={size.width} height={size.height} kind="channel" loading={loading} className={`${styles.image} ${styles.logo}`} />
      ) : (
        <span className={styles.skeleton} style={{ aspectRatio: `${size.width} / ${size.height}` }} />
      )}
      <span className={styles.caption}>{channel.name}</span>
    </IntentLink>
  );
}
