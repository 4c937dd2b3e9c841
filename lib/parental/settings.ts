import type { ParentalSettingKey } from '../rules/parental';

/** core-session-account.md section 3: the device switches of parental settings, in the order shown. */
export const PARENTAL_SETTING_KEYS: readonly ParentalSettingKey[] = ['profile', 'program', 'vod', 'channel', 'pay', 'settings'];
