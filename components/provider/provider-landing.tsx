import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import { PacketList } from '@/components/billing/packet-list';
import type { ProviderInfo } from '@/lib/api/types/billing';
import { manualHref } from './manual-devices';
import { ProviderPromoButton } from './promo-button';
import styles from '@/components/billing/billing.module.css';

/** Route of the app install page the landing's install button leads to. */
const INSTALL_PATH = '/app_store';

/**
 * Provider landing (catalogue-vod-billing.md section 2): promo and install buttons, feature blocks, devices,
 * tariffs (#tariffs) and bundles (#bundles), contacts. Server-rendered, no player code.
 */
export async function ProviderLanding({ provider, promoCodes }: { provider: ProviderInfo; promoCodes: boolean }) {
  const t = await getTranslations('provider');
  const { landing } = provider;
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        {landing.logo && (
          // eslint-disable-next-line @next/next/no-img-element -- the provider's SVG logo, sized here
          <img className={styles.logo} src={landing.logo} alt="" width={96} height={96} />
        )}
        <h1 className={styles.title}>{provider.name}</h1>
        <p className={styles.muted}>{t('lead')}</p>
        <div className={styles.buttons}>
          <a className={styles.primary} href="#tariffs">
            {t('chooseTariff')}
          </a>
          {promoCodes && <ProviderPromoButton />}
          {landing.regformButton && (
            <a className={styles.secondary} href={landing.regformButton.url} target="_blank" rel="noopener noreferrer">
              {landing.regformButton.caption}
            </a>
          )}
          <IntentLink className={styles.secondary} href={INSTALL_PATH}>
            {t('install')}
          </IntentLink>
        </div>
      </header>

      {provider.features.length > 0 && (
        <section className={styles.section} aria-labelledby="provider-features">
          <h2 id="provider-features" className={styles.sectionTitle}>
            {t('features')}
          </h2>
          <ul className={styles.features}>
            {provider.features.map((feature) => (
              <li key={feature.title} className={styles.feature}>
                <h3>{feature.title}</h3>
                <p className={styles.muted}>{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.section} aria-labelledby="provider-devices">
        <h2 id="provider-devices" className={styles.sectionTitle}>
          {t('devices')}
        </h2>
        {provider.devices.length > 0 ? (
          <ul className={styles.chips}>
            {provider.devices.map((device) => (
              <li key={device} className={styles.chip}>
                {device}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('devicesAll')}</p>
        )}
        <IntentLink href={manualHref()}>{t('manual.title')}</IntentLink>
      </section>

      <section id="tariffs" className={styles.section} aria-labelledby="provider-tariffs">
        <h2 id="provider-tariffs" className={styles.sectionTitle}>
          {t('tariffs')}
        </h2>
        {provider.packets.length > 0 ? (
          <PacketList packets={provider.packets} headingLevel={3} providerList />
        ) : (
          <p className={styles.muted}>{t('noTariffs')}</p>
        )}
      </section>

      {provider.bundles.length > 0 && (
        <section id="bundles" className={styles.section} aria-labelledby="provider-bundles">
          <h2 id="provider-bundles" className={styles.sectionTitle}>
            {t('bundles')}
          </h2>
          <PacketList packets={provider.bundles} headingLevel={3} providerList />
        </section>
      )}

      <section className={styles.section} aria-labelledby="provider-contacts">
        <h2 id="provider-contacts" className={styles.sectionTitle}>
          {t('contacts')}
        </h2>
        <ul className={styles.contacts}>
          {landing.phone && (
            <li>
              {t('phone')}: <a href={`tel:${landing.phone.replace(/[^\d+]/g, '')}`}>{landing.phone}</a>
            </li>
          )}
          {landing.email && (
            <li>
              {t('email')}: <a href={`mailto:${landing.email}`}>{landing.email}</a>
            </li>
          )}
          {landing.supportUrl && (
            <li>
              <a href={landing.supportUrl} target="_blank" rel="noopener noreferrer">
                {t('support')}
              </a>
            </li>
          )}
        </ul>
      </section>
    </article>
  );
}
