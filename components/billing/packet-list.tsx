import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import type { Packet } from '@/lib/api/types/billing';
import { packetHref } from '@/lib/billing/purchase-context';
import { loadPriceFormatter } from '@/lib/billing/server';
import { providerListChannelCount } from '@/lib/rules/provider-lists';
import { PacketBuyButton } from './packet-buy-button';
import { PacketChannelsButton } from './packet-channels-button';
import { CornerBadge } from './corner-badge';
import { PeriodText } from './period-text';
import styles from './billing.module.css';

/**
 * Packet cards: name, price per period, channel count, a link to the page and a buy button. A provider's lists
 * (`providerList`, the landing's tariffs and bundles) count the free packet's channels as the spec does.
 */
export async function PacketList({
  packets,
  headingLevel = 2,
  providerList = false,
}: {
  packets: Packet[];
  headingLevel?: 2 | 3;
  providerList?: boolean;
}) {
  const [t, money] = await Promise.all([getTranslations('billing'), loadPriceFormatter()]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.cards}>
      {packets.map((packet) => {
        const channelsCount = providerList ? providerListChannelCount(packet) : packet.channelsCount;
        return (
          <li
            key={packet.id}
            className={styles.card}
            style={packet.design.color ? { borderTop: `4px solid ${packet.design.color}` } : undefined}
          >
            <CornerBadge badge={packet.design.cornerBadge} />
            <IntentLink className={styles.cardLink} href={packetHref(packet.id)}>
              <Heading className={styles.cardTitle}>{packet.bundle?.customName || packet.name}</Heading>
            </IntentLink>
            {packet.short && <p className={styles.muted}>{packet.short}</p>}
            <p className={styles.price}>
              {money(packet.bundle?.customPrice ?? packet.totalPrice, packet.currency)} /{' '}
              <PeriodText period={packet.period} />
            </p>
            {packet.bundle?.internetSpeed && (
              <p className={styles.muted}>{t('packet.internetSpeed', { speed: packet.bundle.internetSpeed })}</p>
            )}
            {channelsCount > 0 && (
              <PacketChannelsButton
                name={packet.bundle?.customName || packet.name}
                channels={packet.channels}
                count={channelsCount}
              />
            )}
            {packet.actions.canSubscribe && <PacketBuyButton packetId={packet.id} />}
          </li>
        );
      })}
    </ul>
  );
}
