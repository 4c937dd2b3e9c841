import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/ui/intent-link';
import type { Row } from '@/lib/api/types/catalogue';
import type { ChannelListing } from '@/lib/channels/channel-listing';
import { contentHref, rowContents } from '@/lib/catalogue/rows';
import { breadcrumbLd, itemListLd } from '@/lib/seo/json-ld';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { hasMorePages, rowPageSize } from '@/lib/rules/row-layout';
import { LazyEndlessList } from './lazy-endless-list';
import { PacketPromoGrid, isPacketPromoRow } from './packets/packet-promo-items';
import { RowGridItems, rowPageLength } from './row-grid';
import styles from './catalogue.module.css';

interface RowPageProps {
  row: Row;
  /** Page size the server rendered the first page with (the prerender size). */
  firstPageSize: number;
  url: string;
  origin: string;
  libraryId?: number;
  text?: string;
  /** Packet links of promo items follow the provider (id_no_ott, section 2). */
  providerIsOtt: boolean;
  /** The provider's channel listing (exclusions, pinned order) for a channel row. */
  channelListing?: ChannelListing;
}

/** /row/{slug or id}: title, description and an endless list of the row's items (section 2). */
export async function RowPage({
  row,
  firstPageSize,
  url,
  origin,
  libraryId,
  text,
  providerIsOtt,
  channelListing,
}: RowPageProps) {
  const t = await getTranslations('catalogue');
  const meta = await getTranslations('meta');
  const loaded = rowPageLength(row);
  return (
    <div className={styles.rowPage}>
      <JsonLdScript
        data={[
          itemListLd(
            row.title,
            url,
            rowContents(row).map((content) => ({ name: content.title, url: `${origin}${contentHref(content)}` })),
          ),
          breadcrumbLd([
            { name: meta('siteName'), url: `${origin}/` },
            { name: row.title, url },
          ]),
        ]}
      />
      <IntentLink href="/" className={styles.back} data-an-action="back">
        ← {t('backHome')}
      </IntentLink>
      <h1 className={styles.pageTitle}>{row.title}</h1>
      {row.description ? <p className={styles.pageDescription}>{row.description}</p> : null}
      {loaded === 0 ? <p className={styles.warning}>{t('rowEmpty')}</p> : null}
      <div data-an-set={row.id ?? row.slug} data-an-template={row.template}>
        {isPacketPromoRow(row) ? (
          <PacketPromoGrid row={row} providerIsOtt={providerIsOtt} />
        ) : (
          <ul className={styles.grid} data-testid="row-items">
            <RowGridItems row={row} eager providerIsOtt={providerIsOtt} channelListing={channelListing} />
          </ul>
        )}
        <LazyEndlessList
          rowRef={row.slug || String(row.id)}
          template={row.template}
          startOffset={loaded}
          pageSize={rowPageSize(row.template)}
          initiallyMore={hasMorePages(loaded, firstPageSize)}
          libraryId={libraryId}
          text={text}
          providerIsOtt={providerIsOtt}
          channelListing={channelListing}
        />
      </div>
    </div>
  );
}
