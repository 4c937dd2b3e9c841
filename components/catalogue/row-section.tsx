import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import type { Row } from '@/lib/api/types/catalogue';
import type { ChannelListing } from '@/lib/channels/channel-listing';
import {
  BANNER_TEMPLATES,
  VERTICAL_TEMPLATES,
  promoImage,
  rowCanOpen,
  rowChannels,
  rowContents,
  rowHref,
  rowItemCount,
} from '@/lib/catalogue/rows';
import { FIRST_SCREEN_CARDS, showOpenAllLink, showOpenAllTile } from '@/lib/rules/row-layout';
import { CARD_SIZE, ChannelCard, ContentCard, HistoryCard, PersonCard } from './cards';
import { PromoBanner } from './promo-banner';
import { PromoLink } from './promo-link';
import { destinationAction } from '@/lib/catalogue/destinations';
import { SliderArrows } from './slider-arrows';
import { Artwork } from './artwork';
import styles from './catalogue.module.css';

interface RowSectionProps {
  row: Row;
  /** Rows before EAGER_ROWS load their images eagerly (section 4). */
  eager: boolean;
  providerIsOtt: boolean;
  libraryId?: number | null;
  /** The provider's channel listing (exclusions, pinned order) for channel rows; the platform's order without it. */
  channelListing?: ChannelListing;
  /** The page's first row of title cards: the cards a phone's first screen shows are its largest paint, fetched first. */
  lead?: boolean;
}

const BUTTON_TEMPLATES = ['button', 'branded_button'];

function PromoCards({ row, eager, providerIsOtt }: Omit<RowSectionProps, 'libraryId'>) {
  const vertical = VERTICAL_TEMPLATES.includes(row.template);
  const wide = row.template === 'promo-wide';
  const size = vertical ? CARD_SIZE.poster : wide ? { width: 480, height: 270 } : CARD_SIZE.frame;
  return row.promotions.map((promotion) => {
    const src = promoImage(promotion, vertical);
    return (
      <li key={promotion.id} className={styles.item} style={{ width: size.width }} data-an-item={promotion.id}>
        <PromoLink action={destinationAction(promotion, providerIsOtt)} className={styles.card}>
          {src ? (
            <Artwork
              src={src}
              alt=""
              width={size.width}
              height={size.height}
              kind={wide ? 'wide' : undefined}
              loading={eager ? 'eager' : 'lazy'}
              className={styles.image}
            />
          ) : (
            <span className={styles.skeleton} style={{ aspectRatio: `${size.width} / ${size.height}` }} />
          )}
          <span className={styles.caption}>{promotion.title}</span>
          {promotion.short ? <span className={styles.sub}>{promotion.short}</span> : null}
        </PromoLink>
      </li>
    );
  });
}

function SliderItems({ row, eager, providerIsOtt, channelListing, lead = false }: Omit<RowSectionProps, 'libraryId'>) {
  const loading = eager ? 'eager' : 'lazy';
  const vertical = VERTICAL_TEMPLATES.includes(row.template);
  if (BUTTON_TEMPLATES.includes(row.template)) {
    const pill = row.template === 'branded_button' ? `${styles.pill} ${styles.branded}` : styles.pill;
    return row.promotions.map((promotion) => (
      <li key={promotion.id} className={styles.item} data-an-item={promotion.id}>
        <PromoLink action={destinationAction(promotion, providerIsOtt)} className={pill}>
          {promotion.title}
        </PromoLink>
      </li>
    ));
  }
  if (row.promotions.length > 0) return <PromoCards row={row} eager={eager} providerIsOtt={providerIsOtt} />;
  return (
    <>
      {rowContents(row).map((content, index) => (
        <li key={`c${content.id}`} className={styles.item} data-an-item={content.id}>
          <ContentCard content={content} vertical={vertical} loading={loading} priority={lead && index < FIRST_SCREEN_CARDS} />
        </li>
      ))}
      {row.history.map((item) => (
        <li key={`h${item.id}`} className={styles.item} data-an-item={item.id}>
          <HistoryCard item={item} loading={loading} />
        </li>
      ))}
      {row.persons.map((person) => (
        <li key={`p${person.id}`} className={styles.item} data-an-item={person.id}>
          <PersonCard person={person} loading={loading} />
        </li>
      ))}
      {rowChannels(row, channelListing).map((channel) => (
        <li key={`ch${channel.id}`} className={styles.item} data-an-item={channel.id}>
          <ChannelCard channel={channel} loading={loading} />
        </li>
      ))}
    </>
  );
}

/** One row of a page: header with "open all", then a scroll-snap slider (or the promo-bg banner). */
export function RowSection({ row, eager, providerIsOtt, libraryId, channelListing, lead }: RowSectionProps) {
  const t = useTranslations('catalogue');
  const count = rowItemCount(row, channelListing);
  if (count === 0) return null;
  const headingId = `row-${row.slug || row.id}`;
  const setId = row.id ?? row.slug;
  if (BANNER_TEMPLATES.includes(row.template) && row.template === 'promo-bg') {
    return (
      <section className={styles.row} data-template={row.template} data-an-set={setId} data-an-template={row.template}>
        <PromoBanner promotions={row.promotions} providerIsOtt={providerIsOtt} title={row.title} eager={eager} />
      </section>
    );
  }
  const canOpen = rowCanOpen(row);
  const href = rowHref(row, libraryId);
  const listId = `slider-${row.slug || row.id}`;
  return (
    <section
      className={styles.row}
      aria-labelledby={headingId}
      data-template={row.template}
      data-an-set={setId}
      data-an-template={row.template}
    >
      <header className={styles.rowHeader}>
        <h2 id={headingId} className={styles.rowTitle}>
          {row.title}
        </h2>
        {canOpen && showOpenAllLink(count) ? (
          <IntentLink href={href} className={styles.openAll} data-an-action="see_all">
            {t('openAll')}
          </IntentLink>
        ) : null}
      </header>
      <div className={styles.slider}>
        <ul id={listId} className={styles.items}>
          <SliderItems row={row} eager={eager} providerIsOtt={providerIsOtt} channelListing={channelListing} lead={lead} />
          {canOpen && showOpenAllTile(count, row.template) ? (
            <li className={styles.item} style={{ width: CARD_SIZE.poster.width }}>
              <IntentLink href={href} className={styles.tile} data-testid="open-all-tile" data-an-action="see_all">
                {t('openAllTile', { count })}
              </IntentLink>
            </li>
          ) : null}
        </ul>
        <SliderArrows listId={listId} />
      </div>
    </section>
  );
}
