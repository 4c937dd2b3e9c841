import { CardList } from './card-list';
import { DevicesList } from './devices-list';
import { InfoForm } from './info-form';
import { AccountMenu } from './account-menu';
import { LanguageMenu } from './language-settings';
import { SubscriptionList } from './subscription-list';
import { ParentalSettings } from '@/components/parental/parental-settings';
import { ProfilesManager } from '@/components/profiles/profiles-manager';

/** Sub-pages of /settings/{id} (core-session-account.md section 2) and their parents for the back link. */
export const SETTINGS_PAGES = {
  account: { parent: '/settings', Body: AccountMenu },
  subscriptions: { parent: '/settings/account', Body: SubscriptionList },
  payment: { parent: '/settings/account', Body: CardList },
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
