import { getTranslations } from 'next-intl/server';
import { PromoPageOpener } from './promo-page-opener';
import styles from './promo.module.css';

/** /promo, /promo/{id} and /gift: a short page under the promo wizard modal. */
export async function PromoPage({ code, description }: { code: string | null; description?: string | null }) {
  const t = await getTranslations('promo');
  return (
    <section className={styles.page} aria-labelledby="promo-title">
      <h1 id="promo-title">{t('pageTitle')}</h1>
      <p className={styles.muted}>{description || t('pageText')}</p>
      <PromoPageOpener code={code} />
    </section>
  );
}
