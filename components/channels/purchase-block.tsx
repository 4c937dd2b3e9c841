'use client';

import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { getBrowserApi } from '@/lib/api/browser';
import { getPacketsForChannel } from '@/lib/api/billing';
import { getChannelPackets } from '@/lib/api/channels';
import type { Channel } from '@/lib/api/types/channels';
import type { ChannelViewer } from '@/lib/channels/use-viewer';
import { usePurchase } from '@/lib/billing/use-purchase';
import { useRequireSignIn } from '@/lib/session/use-auth-gate';
import { usePrice } from '@/components/ui/money-format';
import { fromPriceText } from '@/lib/billing/money';
import { cheapest, lowestMonthPrice } from '@/lib/rules/pricing';
import { PeriodText } from '@/components/billing/period-text';
import { channelPurchaseRoute, purchaseBlock } from '@/lib/rules/subscription-actions';
import { useCurrentUser } from '@/lib/session/use-current-user';
import styles from './channel-view.module.css';
import { channelPacketsKey } from '@/lib/swr-keys/channels';

export interface PurchaseBlockProps {
  channel: Channel;
  viewer: ChannelViewer;
  promoDays: number;
  /** Embed mode opens the packet page in a new window instead of buying inline (live-channels.md section 2). */
  embed?: boolean;
  onPurchased: () => void;
}

/** The purchase block of live-channels.md section 5 in place of the player. */
export function PurchaseBlock({ channel, viewer, promoDays, embed, onPurchased }: PurchaseBlockProps) {
  const t = useTranslations('channels');
  const locale = useLocale();
  const price = usePrice();
  const { startPurchase } = usePurchase();
  const requireSignIn = useRequireSignIn();
  const { user } = useCurrentUser();
  const router = useLocalizedRouter();
  const key = channelPacketsKey(channel.id, viewer.userId, locale);
  const { data, error } = useSWR(key, async () => {
    const api = getBrowserApi(locale);
    const [info, packets] = await Promise.all([
      getChannelPackets(api, channel.id),
      getPacketsForChannel(api, channel.id),
    ]);
    return { info, packets };
  });

  const buy = (packetId?: number) => {
    const route = channelPurchaseRoute({ embed: embed === true, providerId: user?.provider.id ?? null });
    const packetPage = `/packets/${packetId ?? data?.info.packetIds[0] ?? ''}`;
    if (route === 'new_window') return void window.open(packetPage, '_blank', 'noopener');
    if (route === 'packet_page') return router.push(packetPage);
    void startPurchase(packetId ? { packetId, onPurchased } : { channelId: channel.id, onPurchased });
  };

  let body;
  if (error) body = <p className={styles.gateText}>{t('channelUnavailable')}</p>;
  else if (!data) body = <p className={styles.gateText}>{t('status_loading')}</p>;
  else {
    const block = purchaseBlock({
      signedIn: viewer.signedIn,
      hasPurchases: data.info.havePurchases,
      packetCount: data.info.packetIds.length,
      promoDays,
    });
    const packets = data.packets;
    const monthly = lowestMonthPrice(packets, (packet) => packet.price, (packet) => packet.period);
    // Packets sold by the day or week alone have no price a month: the cheapest one's price and period instead.
    const first = monthly ? undefined : cheapest(packets, (packet) => packet.price);
    const fromPrice = monthly ? (
      fromPriceText(price, monthly.perMonth, monthly.item.currency, (text) => t('priceFrom', { price: text }))
    ) : first && price(first.price, first.currency) ? (
      <>
        {price(first.price, first.currency)} · <PeriodText period={first.period} />
      </>
    ) : null;
    if (block.kind === 'soon') body = <p className={styles.gateText}>{t('purchaseSoon')}</p>;
    else if (block.kind === 'trial_offer') {
      body = (
        <>
          <p className={styles.gateTitle}>
            {block.trialDays ? t('trialTitle', { days: block.trialDays }) : t('purchaseTitle')}
          </p>
          <p className={styles.gateText}>{block.trialDays ? t('trialText') : t('signInToBuy')}</p>
          <button type="button" className={styles.primary} onClick={() => requireSignIn(() => buy())}>
            {t('signIn')}
          </button>
        </>
      );
    } else {
      body = (
        <>
          <p className={styles.gateTitle}>{t('purchaseTitle')}</p>
          {fromPrice && <p className={styles.gateText}>{fromPrice}</p>}
          <button type="button" className={styles.primary} onClick={() => buy()}>
            {t('enable')}
          </button>
          {block.showAllOptions && (
            <ul className={styles.options} aria-label={t('allOptions')}>
              {packets.map((packet) => (
                <li key={packet.id}>
                  <span>{packet.name}</span>
                  <span>{price(packet.price, packet.currency)}</span>
                  <button type="button" className={styles.secondary} onClick={() => buy(packet.id)}>
                    {t('enable')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      );
    }
  }

  return (
    <section
      className={styles.gate}
      style={{ backgroundImage: `url(${channel.cover.bg})` }}
      aria-label={t('purchaseTitle')}
      data-testid="purchase-block"
    >
      {body}
    </section>
  );
}
