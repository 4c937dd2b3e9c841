import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import type { Packet } from '@/lib/api/types/billing';
import { bundleMemberHref } from '@/lib/billing/purchase-context';
import { packetLd } from '@/lib/billing/seo';
import { loadPriceFormatter } from '@/lib/billing/server';
import { withLibrary } from '@/lib/catalogue/library-address';
import { loadLibraries } from '@/lib/catalogue/server';
import { MOBILE_MAX_WIDTH } from '@/lib/rules/breakpoints';
import { JsonLdScript } from '@/lib/seo/json-ld-script';
import { LibraryCover } from '@/components/catalogue/library-cover';
import { IntentLink } from '@/components/ui/intent-link';
import { ChannelSearchList } from './channel-search-list';
import { PacketActions } from './packet-actions';
import { CornerBadge } from './corner-badge';
import { PeriodText } from './period-text';
import styles from './billing.module.css';

export interface PacketPageProps {
  packet: Packet;
  packetRef: string;
  url: string;
  providerId: number;
}

/** The packet page (catalogue-vod-billing.md section 2): design, price, status and actions, bundle, benefits, content. */
export async function PacketPage({ packet, packetRef, url, providerId }: PacketPageProps) {
  const [t, money, covers] = await Promise.all([
    getTranslations('billing.packet'),
    loadPriceFormatter(),
    // Covers are asked only for a packet that lists libraries (a cached answer shared by every page).
    packet.videos.length === 0 && packet.libraries.length > 0 ? loadLibraries() : [],
  ]);
  const name = packet.bundle?.customName || packet.name;
  const price = packet.bundle?.customPrice ?? packet.totalPrice;
  const { desktop, mobile } = packet.design.backgrounds;
  // The stylesheet picks the mobile background on narrow screens and the desktop one elsewhere.
  const heroStyle = {
    '--packet-color': packet.design.color || undefined,
    '--packet-bg': desktop ? `url("${desktop}")` : undefined,
    '--packet-bg-mobile': mobile || desktop ? `url("${mobile || desktop}")` : undefined,
  } as CSSProperties;
  // The hero's background is the page's largest paint, and the browser would find it only once the stylesheet has
  // applied the variable: asked for at once with the page, the one the screen width will show (Lighthouse LCP).
  const mobileBackground = mobile || desktop;
  if (mobileBackground) preload(mobileBackground, { as: 'image', fetchPriority: 'high', media: `(max-width: ${MOBILE_MAX_WIDTH}px)` });
  if (desktop) preload(desktop, { as: 'image', fetchPriority: 'high', media: `(min-width: ${MOBILE_MAX_WIDTH + 1}px)` });
  return (
    <article className={styles.page}>
      <JsonLdScript data={packetLd(packet, url)} />
      <header className={styles.hero} style={heroStyle}>
        <CornerBadge badge={packet.design.cornerBadge} />
        {packet.design.logo && (
          // eslint-disable-next-line @next/next/no-img-element -- the platform's SVG artwork, sized here
          <img className={styles.logo} src={packet.design.logo} alt="" width={96} height={96} />
        )}
        {packet.parentName && <p className={styles.muted}>{t('partOf', { name: packet.parentName })}</p>}
        <h1 className={styles.title}>{name}</h1>
        {packet.short && <p className={styles.muted}>{packet.short}</p>}
        <p className={styles.price} data-testid="packet-price">
          {money(price, packet.currency)} / <PeriodText period={packet.period} />
        </p>
        {packet.trial && !packet.isUsedTrial && (
          <p className={styles.muted}>
            {t('trial', { price: money(packet.trial.amount, packet.currency) })}{' '}
            <PeriodText period={packet.trial.period} />
          </p>
        )}
        <PacketActions packetRef={packetRef} initial={packet} providerId={providerId} />
      </header>

      {(packet.bundle?.customDescription || packet.description) && (
        <section className={styles.section}>
          <p>{packet.bundle?.customDescription || packet.description}</p>
        </section>
      )}

      {packet.isBundle && packet.members.length > 0 && (
        <section className={styles.section} aria-labelledby="packet-bundle">
          <h2 id="packet-bundle" className={styles.sectionTitle}>
            {t('bundle')}
          </h2>
          {packet.bundle?.internetSpeed && (
            <p className={styles.muted}>{t('internetSpeed', { speed: packet.bundle.internetSpeed })}</p>
          )}
          <ul className={styles.cards}>
            {packet.members.map((member) => (
              <li key={member.id} className={styles.card}>
                <IntentLink className={styles.cardLink} href={bundleMemberHref(providerId, packet.id, member.id)}>
                  <h3 className={styles.cardTitle}>{member.name}</h3>
                </IntentLink>
                <p className={styles.muted}>{member.short}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {(packet.benefits.length > 0 || packet.design.specialFeatures.length > 0) && (
        <section className={styles.section} aria-labelledby="packet-benefits">
          <h2 id="packet-benefits" className={styles.sectionTitle}>
            {t('benefits')}
          </h2>
          <ul className={styles.benefits}>
            {packet.benefits.map((benefit) => (
              <li key={benefit.text} className={styles.benefit}>
                <span aria-hidden="true">{benefit.icon ? '★' : '•'}</span>
                {benefit.text}
              </li>
            ))}
            {packet.design.specialFeatures.map((feature) => (
              <li key={feature} className={styles.benefit}>
                <span aria-hidden="true">✦</span>
                {feature}
              </li>
            ))}
          </ul>
        </section>
      )}

      {packet.videos.length > 0 ? (
        <section className={styles.section} aria-labelledby="packet-videos">
          <h2 id="packet-videos" className={styles.sectionTitle}>
            {t('videos')}
          </h2>
          <ul className={styles.grid}>
            {packet.videos.map((video) => (
              <li key={video.id}>
                <IntentLink className={styles.poster} href={`/contents/${video.slug}`}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- platform artwork with reserved 2:3 space */}
                  <img src={video.poster} alt="" width={150} height={225} loading="lazy" />
                  {video.title}
                </IntentLink>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        packet.libraries.length > 0 && (
          <section className={styles.section} aria-labelledby="packet-libraries">
            <h2 id="packet-libraries" className={styles.sectionTitle}>
              {t('libraries')}
            </h2>
            <ul className={styles.libraries}>
              {packet.libraries.map((library) => (
                <li key={library.id}>
                  {/* The library's start page: the address selects it (section 2, library_id). */}
                  <IntentLink className={styles.libraryLink} href={withLibrary('/', library.id)}>
                    <LibraryCover
                      library={
                        covers.find((cover) => cover.id === library.id) ?? {
                          ...library,
                          cover: { bg: null, colorBg: null },
                        }
                      }
                      size="tile"
                    >
                      <h3>{library.title}</h3>
                    </LibraryCover>
                  </IntentLink>
                </li>
              ))}
            </ul>
          </section>
        )
      )}

      {packet.channels.length > 0 && (
        <section className={styles.section} aria-labelledby="packet-channels">
          <h2 id="packet-channels" className={styles.sectionTitle}>
            {t('channels', { count: packet.channels.length })}
          </h2>
          <ChannelSearchList channels={packet.channels} />
        </section>
      )}
    </article>
  );
}
