/**
 * Every SWR key of the app is made in lib/swr-keys/, so readers and writers of one piece of server data meet on one
 * key (issue 17: one way to hold server data in the browser); ESLint fails a key written in place. A key is an array:
 * what is read, then what it is for (an id, the viewer and profile, the language), so another viewer, profile or
 * language never reads an entry that was not read for them. Keys without a viewer are reloaded as a whole after a
 * sign-in, a logout or a profile switch (`mutate(() => true)`). One small file per domain: a page's first load
 * carries only the keys its code reads.
 */

type Id = number | string;

/** The viewer's account data, reloaded as a whole after a payment or a subscription change (lib/billing/refresh.ts). */
const ACCOUNT = 'account';

export const currentUserKey = () => [ACCOUNT, 'user'] as const;
export const balanceKey = () => [ACCOUNT, 'balance'] as const;
export const cardsKey = () => [ACCOUNT, 'cards'] as const;
export const currentSubscriptionsKey = () => [ACCOUNT, 'subscriptions/current'] as const;
export const profilesKey = () => [ACCOUNT, 'profiles'] as const;
export const devicesKey = () => [ACCOUNT, 'devices'] as const;
export const messagesKey = () => [ACCOUNT, 'messages'] as const;
export const networkKey = () => [ACCOUNT, 'network'] as const;
/** A packet as the signed-in viewer sees it (price, purchase state). */
export const packetKey = (ref: Id) => [ACCOUNT, 'packet', ref] as const;

/** Whether a key holds the viewer's account data (every key of this file), which a payment changes. */
export function isAccountKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === ACCOUNT;
}
