import { SmartTvLink } from '@/components/entries/smarttv-link';
import { IntentLink } from '@/components/ui/intent-link';
import { useLocale, useTranslations } from 'next-intl';
import { localizedHref } from '@/lib/i18n/locale-paths';
import type { SupportContacts } from '@/lib/api/types/platform';
import { FooterGate } from './footer-gate';
import { LanguageSwitcher } from './language-switcher';
import styles from './footer.module.css';

export interface FooterProps {
  /** The provider's support contacts; empty values are left out. */
  support: Partial<SupportContacts> | null;
  /** "About" opens the provider landing. */
  providerShortname: string | null;
  /** Agreement and privacy links only when the network data provides the texts. */
  hasAgreement: boolean;
  hasPrivacy: boolean;
  promoCodes: boolean;
  stores: { appStore: string; googlePlay: string };
}

/** Information, support, devices, language and store badges (catalogue-vod-billing.md section 2, Footer). */
export function Footer({ support, providerShortname, hasAgreement, hasPrivacy, promoCodes, stores }: FooterProps) {
  const t = useTranslations('shell');
  const locale = useLocale();
  const siteName = useTranslations('meta')('siteName');
  const hasSupport = Boolean(support?.email || support?.phone || support?.url);
  return (
    <FooterGate>
      <footer className={styles.footer}>
        <div className={styles.columns}>
          <section aria-labelledby="footer-information">
            <h2 id="footer-information" className={styles.heading}>
              {t('footer.information')}
            </h2>
            <ul className={styles.links}>
              {providerShortname && (
                <li>
                  <IntentLink href={`/provider/${encodeURIComponent(providerShortname)}`}>{t('footer.about')}</IntentLink>
                </li>
              )}
              {promoCodes && (
                <li>
                  <IntentLink href="/promo">{t('promoCode')}</IntentLink>
                </li>
              )}
              <li>
                <IntentLink href="/faq">{t('footer.faq')}</IntentLink>
              </li>
              {hasAgreement && (
                <li>
                  <IntentLink href="/agreement">{t('footer.agreement')}</IntentLink>
                </li>
              )}
              {hasPrivacy && (
                <li>
                  <IntentLink href="/privacy">{t('footer.privacy')}</IntentLink>
                </li>
              )}
            </ul>
          </section>
          {hasSupport && (
            <section aria-labelledby="footer-support">
              <h2 id="footer-support" className={styles.heading}>
                {t('footer.support')}
              </h2>
              <ul className={styles.links}>
                {support?.email && (
                  <li>
                    <a href={`mailto:${support.email}`}>{support.email}</a>
                  </li>
                )}
                {support?.phone && (
                  <li>
                    <a href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>{support.phone}</a>
                  </li>
                )}
                {support?.url && (
                  <li>
                    {/* The provider's help address may be a page of this site: then it is that page in this language. */}
                    <a href={localizedHref(support.url, locale)} target="_blank" rel="noopener noreferrer">
                      {t('footer.supportSite')}
                    </a>
                  </li>
                )}
              </ul>
            </section>
          )}
          <section aria-labelledby="footer-devices">
            <h2 id="footer-devices" className={styles.heading}>
              {t('footer.devices')}
            </h2>
            <ul className={styles.links}>
              <li>
                <SmartTvLink>{t('footer.instructions')}</SmartTvLink>
              </li>
              <li>
                <IntentLink href="/app_store">{t('footer.apps')}</IntentLink>
              </li>
            </ul>
            <div className={styles.badges}>
              <a className={styles.badge} href={stores.appStore} target="_blank" rel="noopener noreferrer">
                {t('footer.appStore')}
              </a>
              <a className={styles.badge} href={stores.googlePlay} target="_blank" rel="noopener noreferrer">
                {t('footer.googlePlay')}
              </a>
            </div>
          </section>
          <section>
            <LanguageSwitcher />
          </section>
        </div>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} {siteName}
        </p>
      </footer>
    </FooterGate>
  );
}
