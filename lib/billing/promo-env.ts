import 'server-only';
import { shellSettingsFromEnv } from '@/lib/shell-settings';

/** /promo, /promo/{id} and /gift exist only when promo codes are enabled (PROMO_CODES_ENABLED, on by default). */
export function promoCodesEnabled(): boolean {
  return shellSettingsFromEnv().promoCodes;
}
