import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import type { Row } from '@/lib/api/types/catalogue';
import { rowCanOpen, rowHref, rowItemCount } from '@/lib/catalogue/rows';
import { showOpenAllLink } from '@/lib/rules/row-layout';
import { SliderArrows } from '../slider-arrows';
import catalogue from '../catalogue.module.css';
import { PacketPromoItems, packetItems, packetTexts } from './packet-promo-items';

/**
 * packet_promo, packet_promo_base and donate_packs rows: offers drawn from the packet each item leads to (name,
 * price per period, trial, whether the viewer holds it), with a button that starts the purchase on the packet page
 * (`?action=buy`). Server-rendered: nothing of it ships to the browser.
 */
export async function PacketPromoRow({ row, providerIsOtt, libraryId }: { row: Row; providerIsOtt: boolean; libraryId?: number | null }) {
  const [texts, t] = await Promise.all([packetTexts(), getTranslations('catalogue')]);
  const items = packetItems(row, providerIsOtt);
  const headingId = `row-${row.slug || row.id}`;
  const listId = `slider-${row.slug || row.id}`;
  return (
    <section
      className={catalogue.row}
      aria-labelledby={headingId}
      data-template={row.template}
      data-an-set={row.id ?? row.slug}
      data-an-template={row.template}
    >
      <header className={catalogue.rowHeader}>
        <h2 id={headingId} className={catalogue.rowTitle}>
          {row.title}
        </h2>
        {rowCanOpen(row) && showOpenAllLink(rowItemCount(row)) ? (
          <IntentLink href={rowHref(row, libraryId)} className={catalogue.openAll} data-an-action="see_all">
            {t('openAll')}
          </IntentLink>
        ) : null}
      </header>
      <div className={catalogue.slider}>
        <ul id={listId} className={catalogue.items}>
          <PacketPromoItems row={row} items={items} texts={texts} itemClass={catalogue.item} wide />
        </ul>
        <SliderArrows listId={listId} />
      </div>
    </section>
  );
}
