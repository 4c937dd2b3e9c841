// SWR keys of settings data; the rules of every key are in lib/swr-keys/account.ts's header.

export const avatarCategoriesKey = () => ['profiles/avatars'] as const;
export const platformResourcesKey = () => ['settings/resources'] as const;
export const canPayKey = () => ['settings/can-pay'] as const;
export const accountInfoKey = () => ['settings/info'] as const;
/** The parental settings of this device, as the settings page edits them. */
export const parentalSettingsKey = () => ['parental/settings'] as const;
export const parentalConfigurationKey = () => ['parental/configuration'] as const;
export const purchasePacketsKey = () => ['header/purchase-packets'] as const;
export const cancelledSubscriptionKey = () => ['prompts/cancelled-subscription'] as const;
export const surveyKey = (surveyId: number) => ['survey', surveyId] as const;
