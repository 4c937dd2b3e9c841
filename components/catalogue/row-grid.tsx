import type { Row } from '@/lib/api/types/catalogue';
import type { ChannelListing } from '@/lib/channels/channel-listing';
import { VERTICAL_TEMPLATES, promoImage, rowChannels, rowContents } from '@/lib/catalogue/rows';
import { Artwork } from './artwork';
import { CARD_SIZE, ChannelCard, ContentCard, HistoryCard, PersonCard } from './cards';
import { PromoLink } from './promo-link';
import { destinationAction } from '@/lib/catalogue/destinations';
import styles from './catalogue.module.css';

type RowItems = Pick<Row, 'contents' | 'history' | 'persons' | 'channels' | 'promotions' | 'template'>;

interface RowGridItemsProps {
  row: RowItems;
  eager: boolean;
  /** Packet links of promo items follow the provider (id_no_ott, section 2). */
  providerIsOtt?: boolean;
  /** The provider's channel listing (exclusions, pinned order) for channel rows. */
  channelListing?: ChannelListing;
}

/** Items of a row page as grid cells; posters for vertical templates, frames otherwise. */
export function RowGridItems({ row, eager, providerIsOtt = true, channelListing }: RowGridItemsProps) {
  const loading = eager ? 'eager' : 'lazy';
  const vertical = VERTICAL_TEMPLATES.includes(row.template) || row.template === 'catalog';
  const promoSize = vertical ? CARD_SIZE.poster : CARD_SIZE.frame;
  return (
    <>
      {rowContents(row).map((content) => (
        <li key={`c${content.id}`} className={styles.cell} data-an-item={content.id}>
          <ContentCard content={content} vertical={vertical} loading={loading} />
        </li>
      ))}
      {row.history.map((item) => (
        <li key={`h${item.id}`} className={styles.cell} data-an-item={item.id}>
          <HistoryCard item={item} loading={loading} />
        </li>
      ))}
      {row.persons.map((person) => (
        <li key={`p${person.id}`} className={styles.cell} data-an-item={person.id}>
          <PersonCard person={person} loading={loading} />
        </li>
      ))}
      {rowChannels(row, channelListing).map((channel) => (
        <li key={`ch${channel.id}`} className={styles.cell} data-an-item={channel.id}>
          <ChannelCard channel={channel} loading={loading} />
        </li>
      ))}
      {row.promotions.map((promotion) => {
        const src = promoImage(promotion, vertical);
        return (
          <li key={`pr${promotion.id}`} className={styles.cell} data-an-item={promotion.id} data-testid="promo-cell">
            <PromoLink action={destinationAction(promotion, providerIsOtt)} className={styles.card}>
              {src ? (
                <Artwork src={src} alt="" width={promoSize.width} height={promoSize.height} loading={loading} className={styles.image} />
              ) : (
                <span className={styles.skeleton} style={{ aspectRatio: `${promoSize.width} / ${promoSize.height}` }} />
              )}
              <span className={styles.caption}>{promotion.title}</span>
              {promotion.short ? <span className={styles.sub}>{promotion.short}</span> : null}
            </PromoLink>
          </li>
        );
      })}
    </>
  );
}

/** Number of items a row page carried (before the 4K filter), which decides whether more pages exist. */
export function rowPageLength(row: Pick<Row, 'contents' | 'history' | 'persons' | 'channels' | 'promotions'>): number {
  return row.contents.length + row.history.length + row.persons.length + row.channels.length + row.promotions.length;
}
