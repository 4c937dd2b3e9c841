import { Activity, type ReactNode } from 'react';
import type { Library, Page } from '@/lib/api/types/catalogue';
import { isPersonalRow } from '@/lib/api/catalogue';
import type { ChannelListing } from '@/lib/channels/channel-listing';
import { EmbedModeMark } from './embed-mode-mark';
import { isEagerRow } from '@/lib/rules/row-layout';
import { rowContents } from '@/lib/catalogue/rows';
import { LibraryCover } from './library-cover';
import { isPacketPromoRow } from './packets/packet-promo-items';
import { PacketPromoRow } from './packets/packet-promo-row';
import { LazyPersonalRow } from './lazy-personal-row';
import { RowSection } from './row-section';
import visuallyHidden from '@/components/ui/visually-hidden.module.css';
import styles from './catalogue.module.css';

interface PageViewProps {
  page: Page;
  providerIsOtt: boolean;
  /** Embed mode skips loading rows (section 2). */
  embed?: boolean;
  /** The home page shows its title to assistive technology only. */
  titleHidden?: boolean;
  /** The library the page belongs to or the address selects: its cover heads the page. */
  library?: Library | null;
  /** The provider's channel listing (exclusions, pinned order) for channel rows. */
  channelListing?: ChannelListing;
  /** What leads from the page into the filtered catalogue, under its title. */
  catalogueEntry?: ReactNode;
}

/** A start page made of rows; personal rows load in the browser after session start-up. */
export function PageView({
  page,
  providerIsOtt,
  embed = false,
  titleHidden = false,
  library = null,
  channelListing,
  catalogueEntry = null,
}: PageViewProps) {
  const title = <h1 className={titleHidden ? visuallyHidden.srOnly : styles.pageTitle}>{page.title}</h1>;
  const description =
    page.description && !titleHidden ? <p className={styles.pageDescription}>{page.description}</p> : null;
  // What every row of the page is drawn with, personal or public.
  const rowContext = { providerIsOtt, libraryId: page.libraryId, channelListing };
  // The first public row of title cards holds a phone's largest paint (a promo banner above it is shorter).
  const leadRow = page.rows.findIndex(
    (row) => !isPersonalRow(row) && !isPacketPromoRow(row) && row.promotions.length === 0 && rowContents(row).length > 0,
  );
  return (
    <div className={styles.page}>
      {library ? (
        // The cover carries the page's title; on the start page (title hidden) it names the library chosen.
        <LibraryCover library={library} size="banner" eager>
          {title}
          {titleHidden ? <p className={styles.libraryName}>{library.title}</p> : description}
        </LibraryCover>
      ) : (
        <>
          {title}
          {description}
        </>
      )}
      {catalogueEntry}
      {embed
        ? <EmbedModeMark />
        : page.rows.map((row, index) =>
            isPersonalRow(row) ? (
              <LazyPersonalRow key={row.id ?? row.slug} row={row} eager={isEagerRow(index)} {...rowContext} />
            ) : (
              // A boundary per row, so the rows wait: the server marks each as a boundary in the HTML (<!--&-->), and
              // React 19 hydrates such a boundary at offscreen priority, after the rest of the page (the shell, its
              // menus) has hydrated and committed. The rows do not get a render or commit each: every waiting boundary
              // has the same offscreen lane, so all rows hydrate in one render, which yields to the browser every 5 ms,
              // and one commit (on the home page 211 components, with no long task of its own at 4x CPU).
              // An Activity, not a Suspense boundary, which the server would move out of place.
              <Activity key={row.id ?? row.slug}>
                {isPacketPromoRow(row) ? (
                  <PacketPromoRow row={row} providerIsOtt={providerIsOtt} libraryId={page.libraryId} />
                ) : (
                  <RowSection row={row} eager={isEagerRow(index)} lead={index === leadRow && isEagerRow(index)} {...rowContext} />
                )}
              </Activity>
            ),
          )}
    </div>
  );
}
