import { LinkedCardsPanel } from '@/components/billing/linked-cards-panel';
import { SubscriptionsPanel } from '@/components/billing/subscriptions-panel';
import { DevicesList } from './devices-list';
import { InfoForm } from './info-form';
import { AccountMenu } from './account-menu';
import { LanguageMenu } from './language-settings';
import { ParentalSettings } from '@/components/settings/parental-settings';
import { ProfilesManager } from '@/components/settings/profiles-manager';

/** Sub-pages of /settings/{id} (core-session-account.md section 2) and their parents for the back link. */
export const SETTINGS_PAGES = {
  account: { parent: '/settings', Body: AccountMenu },
  subscriptions: { parent: '/settings/account', Body: SubscriptionsPanel },
  payment: { parent: '/settings/account', Body: LinkedCardsPanel },
  devices: { parent: '/settings/account', Body: DevicesList },
  info: { parent: '/settings/account', Body: InfoForm },
  parental: { parent: '/settings/account', Body: ParentalSettings },
  profiles: { parent: '/settings/account', Body: ProfilesManager },
  language: { parent: '/settings/account', Body: LanguageMenu },
} as const;

export type SettingsPageId = keyof typeof SETTINGS_PAGES;

export function isSettingsPageId(id: string): id is SettingsPageId {
  return Object.hasOwn(SETTINGS_PAGES, id);
}
