import 'server-only';
import { shellSettingsFromEnv } from '@/components/shell/shell-data';

/** /promo, /promo/{id} and /gift exist only when promo codes are enabled (PROMO_CODES_ENABLED, on by default). */
export function promoCodesEnabled(): boolean {
  return shellSettingsFromEnv().promoCodes;
}
