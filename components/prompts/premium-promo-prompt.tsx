'use client';

import { LocalizedLink } from '@/components/ui/localized-link';
import { useTranslations } from 'next-intl';
import formStyles from '@/components/auth/form.module.css';
import { usePrice } from '@/components/ui/money-format';
import type { PremiumPromo } from '@/lib/partners/variants';
import styles from './prompts.module.css';

/** The premium partner's promo (core-session-account.md section 1): its days, price and what it includes. */
export function PremiumPromoPrompt({ promo, dismiss }: { promo: PremiumPromo; dismiss: () => void }) {
  const t = useTranslations('prompts');
  // Written as every price is: the provider's template when the promo is in its currency, else the ISO code.
  const price = usePrice()(promo.price, promo.currency);
  return (
    <section className={styles.card} aria-labelledby="premium-promo-title" data-testid="premium-promo">
      <h2 id="premium-promo-title" className={styles.title}>
        {t('premiumTitle', { days: promo.days, price })}
      </h2>
      <p className={formStyles.hint}>{t('premiumText', { channels: promo.channels, cinemas: promo.cinemas, devices: promo.devices })}</p>
      <div className={formStyles.actions}>
        <LocalizedLink className={formStyles.primary} href="/packets" onClick={dismiss}>
          {t('premiumButton')}
        </LocalizedLink>
        <button type="button" className={formStyles.secondary} onClick={dismiss}>
          {t('later')}
        </button>
      </div>
    </section>
  );
}
