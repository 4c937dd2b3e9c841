import Image from 'next/image';
import Link from 'next/link';
import type { ContentSummary, Promotion, Row } from '@/lib/api/types/catalogue';
import styles from './catalogue.module.css';

/** Vertical templates show 2:3 posters; everything else 16:9 frames (catalogue-vod-billing.md section 2). */
const VERTICAL_TEMPLATES = new Set(['content-v', 'collection-v']);
const POSTER = { width: 160, height: 240 };
const FRAME = { width: 285, height: 160 };

function contentImage(content: ContentSummary, vertical: boolean): string | null {
  return vertical ? (content.cover.src2x3 ?? content.images[0]?.src ?? null) : (content.cover.src16x9 ?? content.images[0]?.src ?? null);
}

export function promotionHref(promotion: Promotion): string | null {
  const { destination } = promotion;
  const ref = destination.slug ?? destination.id;
  switch (destination.type) {
    case 'content':
      return ref != null ? `/contents/${ref}` : null;
    case 'row':
      return ref != null ? `/row/${ref}` : null;
    case 'rowset':
      return ref != null ? `/rowset/${ref}` : null;
    case 'packet':
      return destination.id != null ? `/packets/${destination.id}` : '/packets';
    case 'channel':
      return ref != null ? `/channels/${ref}` : '/channels';
    case 'last_channel':
      return '/channels';
    case 'enter_promo_key':
      return '/#promocode_wizard';
    case 'open_url':
      return destination.src && /^https?:\/\//.test(destination.src) ? destination.src : null;
    default:
      return null;
  }
}

export function RowItems({ row, eager }: { row: Row; eager: boolean }) {
  const loading = eager ? 'eager' : 'lazy';
  const vertical = VERTICAL_TEMPLATES.has(row.template);
  const size = vertical ? POSTER : FRAME;
  const contents = row.contents.filter((content) => !content.is4k);
  return (
    <ul className={styles.items}>
      {contents.map((content) => {
        const src = contentImage(content, vertical);
        return (
          <li key={`c${content.id}`} className={styles.item} style={{ width: size.width }}>
            <Link href={`/contents/${content.slug || content.id}`} className={styles.card}>
              {src ? (
                <Image src={src} alt="" width={size.width} height={size.height} loading={loading} unoptimized className={styles.image} />
              ) : (
                <span className={styles.image} style={{ aspectRatio: `${size.width} / ${size.height}` }} />
              )}
              <span className={styles.caption}>{content.title}</span>
            </Link>
          </li>
        );
      })}
      {row.history.map((item) => (
        <li key={`h${item.id}`} className={styles.item} style={{ width: FRAME.width }}>
          <Link href={`/watch/${item.episode?.slug ?? item.content.slug}`} className={styles.card}>
            <span className={styles.caption}>{item.content.title}</span>
          </Link>
        </li>
      ))}
      {row.persons.map((person) => (
        <li key={`p${person.id}`} className={styles.item} style={{ width: 120 }}>
          <Link href={`/persons/${person.slug || person.id}`} className={styles.card}>
            {person.image ? (
              <Image src={person.image} alt="" width={120} height={120} loading={loading} unoptimized className={styles.round} />
            ) : null}
            <span className={styles.caption}>{person.name}</span>
          </Link>
        </li>
      ))}
      {row.channels.map((channel) => (
        <li key={`ch${channel.id}`} className={styles.item} style={{ width: 140 }}>
          <Link href={`/channels/2/${channel.slug || channel.id}`} className={styles.card}>
            {channel.logo ? (
              <Image src={channel.logo} alt="" width={140} height={80} loading={loading} unoptimized className={styles.image} />
            ) : null}
            <span className={styles.caption}>{channel.name}</span>
          </Link>
        </li>
      ))}
      {row.promotions.map((promotion) => {
        const href = promotionHref(promotion);
        const body = (
          <>
            {promotion.background ? (
              <Image src={promotion.background} alt="" width={FRAME.width} height={FRAME.height} loading={loading} unoptimized className={styles.image} />
            ) : null}
            <span className={styles.caption}>{promotion.title}</span>
          </>
        );
        return (
          <li key={`pr${promotion.id}`} className={styles.item} style={{ width: FRAME.width }}>
            {href ? (
              <Link href={href} className={styles.card}>
                {body}
              </Link>
            ) : (
              <span className={styles.card}>{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
