import { useTranslations } from 'next-intl';
import type { PeriodHuman } from '@/lib/api/types/billing';

/** "1 month", "1 year 2 months", "7 days" from a period_human. */
export function PeriodText({ period }: { period: PeriodHuman }) {
  const t = useTranslations('billing.period');
  const parts = [
    period.years > 0 ? t('years', { count: period.years }) : null,
    period.months > 0 ? t('months', { count: period.months }) : null,
    period.days > 0 ? t('days', { count: period.days }) : null,
  ].filter(Boolean);
  return <>{parts.join(' ')}</>;
}
