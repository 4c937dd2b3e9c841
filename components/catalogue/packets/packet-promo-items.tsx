import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import type { PromoPacket, PromoPeriod, Promotion, Row } from '@/lib/api/types/catalogue';
import type { MoneyFormatter } from '@/lib/billing/money';
import { packetHref, packetPurchaseHref } from '@/lib/billing/purchase-context';
import { loadPriceFormatter } from '@/lib/billing/server';
import { packetIdFor } from '@/lib/catalogue/destinations';
import { parseMoney, periodDiscount } from '@/lib/rules/pricing';
import catalogue from '../catalogue.module.css';
import styles from './packet-promo.module.css';

/** Rows drawn as packet offers: the packet's own card, the base packet's wide card, and gift/top-up amounts. */
export const PACKET_ROW_TEMPLATES: readonly string[] = ['packet_promo', 'packet_promo_base', 'donate_packs'];

type PeriodLabel = (period: PromoPeriod) => string;
type Translate = Awaited<ReturnType<typeof getTranslations>>;

export interface Texts {
  t: Translate;
  billing: Translate;
  periodText: PeriodLabel;
  money: MoneyFormatter;
}

export interface PacketItem {
  promotion: Promotion;
  packet: PromoPacket;
  /** The packet's page reference for this provider (id_no_ott for non-OTT providers, section 2). */
  ref: number | string;
  href: string;
}

/** Whether a row is drawn by PacketPromoRow (its row page by PacketPromoGrid): a packet template whose items carry their packets. */
export function isPacketPromoRow(row: Pick<Row, 'template' | 'promotions'>): boolean {
  return PACKET_ROW_TEMPLATES.includes(row.template) && row.promotions.some((promotion) => promotion.packet);
}

function periodLabeller(billing: Translate): PeriodLabel {
  const t = (key: string, values: { count: number }) => billing(`period.${key}`, values);
  return (period) =>
    [
      period.years > 0 ? t('years', { count: period.years }) : null,
      period.months > 0 ? t('months', { count: period.months }) : null,
      period.days > 0 ? t('days', { count: period.days }) : null,
    ]
      .filter(Boolean)
      .join(' ');
}

function PacketCard({ item, featured, texts }: { item: PacketItem; featured: boolean; texts: Texts }) {
  const { t, billing, periodText, money } = texts;
  const { packet, href, promotion } = item;
  const short = promotion.short || packet.short;
  return (
    <article
      className={featured ? `${styles.card} ${styles.featured}` : styles.card}
      style={{ '--packet-color': promotion.colorBg ?? undefined } as CSSProperties}
      data-testid="packet-promo"
    >
      {packet.base || packet.subscribed ? (
        <p className={styles.badges}>
          {packet.base ? <span className={styles.badge}>{t('basePacket')}</span> : null}
          {packet.subscribed ? <span className={`${styles.badge} ${styles.held}`}>{t('subscribed')}</span> : null}
        </p>
      ) : null}
      <h3 className={styles.name}>
        <IntentLink href={href} className={styles.nameLink}>
          {packet.name}
        </IntentLink>
      </h3>
      {short ? <p className={styles.short}>{short}</p> : null}
      <p className={styles.price} data-testid="packet-promo-price">
        <strong>{money(packet.price, packet.currency)}</strong> / {periodText(packet.period)}
      </p>
      {packet.trial && !packet.subscribed ? (
        <p className={styles.trial} data-testid="packet-promo-trial">
          {billing('period.trial')} {periodText(packet.trial.period)} ·{' '}
          {money(packet.trial.price, packet.currency)}
        </p>
      ) : null}
      {packet.channelsCount > 0 ? <p className={styles.meta}>{billing('channelsCount', { count: packet.channelsCount })}</p> : null}
      <p className={styles.actions}>
        {packet.subscribed ? (
          <IntentLink href={href} className={styles.secondary}>
            {t('manage')}
          </IntentLink>
        ) : (
          <IntentLink href={packetPurchaseHref(item.ref)} className={styles.primary} data-testid="packet-promo-buy">
            {packet.trial ? billing('actions.trial') : billing('actions.enable')}
          </IntentLink>
        )}
      </p>
    </article>
  );
}

/** Amounts to give or top up with: one card per purchase period of each packet, each starting that purchase. */
function DonateCards({ items, texts, itemClass }: { items: PacketItem[]; texts: Texts; itemClass: string }) {
  const { billing, periodText, money } = texts;
  return items.flatMap(({ promotion, packet, ref }) => {
    const periods = packet.periods.length ? packet.periods : [{ id: null, period: packet.period, amount: packet.price }];
    const first = periods[0];
    const firstPrice = parseMoney(first.amount);
    return periods.map((option) => {
      // An amount that cannot be read saves nothing (it is no price, not a 0).
      const price = parseMoney(option.amount);
      const discount =
        option === first || price === null || firstPrice === null
          ? null
          : periodDiscount({ price, period: option.period }, { price: firstPrice, period: first.period });
      return (
        <li key={`${promotion.id}-${option.id}`} className={itemClass} data-an-item={promotion.id}>
          <IntentLink
            // The amount names its period: the purchase starts with it picked, not asking again.
            href={packetPurchaseHref(ref, option.id ?? undefined)}
            className={styles.amount}
            style={{ '--packet-color': promotion.colorBg ?? undefined } as CSSProperties}
            data-testid="donate-amount"
          >
            <strong className={styles.sum}>{money(option.amount, packet.currency)}</strong>
            <span>{periodText(option.period)}</span>
            <span className={styles.short}>{packet.name}</span>
            {discount ? <span className={styles.save}>{billing('period.discount', { percent: discount })}</span> : null}
          </IntentLink>
        </li>
      );
    });
  });
}

export function packetItems(row: Row, providerIsOtt: boolean): PacketItem[] {
  return row.promotions.flatMap((promotion): PacketItem[] => {
    if (!promotion.packet) return [];
    const id = packetIdFor(promotion.destination, providerIsOtt) ?? promotion.packet.id;
    return [{ promotion, packet: promotion.packet, ref: id, href: packetHref(id) }];
  });
}

export async function packetTexts(): Promise<Texts> {
  const [t, billing, money] = await Promise.all([
    getTranslations('catalogue.packetPromo'),
    getTranslations('billing'),
    loadPriceFormatter(),
  ]);
  return { t, billing, periodText: periodLabeller(billing), money };
}

/** The offers of a packet row as list items, in a slider (`itemClass` of its items) or a row page grid. */
export function PacketPromoItems({ row, items, texts, itemClass, wide }: { row: Row; items: PacketItem[]; texts: Texts; itemClass: string; wide: boolean }) {
  if (row.template === 'donate_packs') return <DonateCards items={items} texts={texts} itemClass={itemClass} />;
  const featured = row.template === 'packet_promo_base';
  return items.map((item) => (
    <li key={item.promotion.id} className={featured && wide ? `${itemClass} ${styles.featuredItem}` : itemClass} data-an-item={item.promotion.id}>
      <PacketCard item={item} featured={featured && wide} texts={texts} />
    </li>
  ));
}

/**
 * The row page of a packet row (/row/{slug}): the same offers in a grid (the server's page holds them all). Apart from
 * PacketPromoRow's file: a route ships every client component its server modules import, drawn or not, and the row
 * page drew no slider but carried its arrows (issue 32).
 */
export async function PacketPromoGrid({ row, providerIsOtt }: { row: Row; providerIsOtt: boolean }) {
  const texts = await packetTexts();
  return (
    <ul className={`${catalogue.grid} ${styles.grid}`} data-testid="row-items">
      <PacketPromoItems row={row} items={packetItems(row, providerIsOtt)} texts={texts} itemClass={catalogue.cell} wide={false} />
    </ul>
  );
}
