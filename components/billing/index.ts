/** What the settings area shows of billing (core-session-account.md section 2). */
export { SubscriptionsPanel } from './subscriptions-panel';
export { LinkedCardsPanel } from './linked-cards-panel';
