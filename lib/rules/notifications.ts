/**
 * Notification prompts and message refresh (core-session-account.md sections 4 and 9,
 * catalogue-vod-billing.md sections 4 and 9). Clock values are ms; the caller passes `now`.
 */

/**
 * Notification kinds of core-session-account.md section 4. The spec counts two partner
 * install prompts without naming them; the names match lib/modals/notifications.ts. Those two
 * keep their reopen delays but no prompt shows them: neither the spec nor the platform names a
 * partner app or where to get it, and the provider's own apps are already offered by the install
 * prompt (desktop) and the app-install redirect (/app_store, mobile). A deployment with a partner
 * app adds its prompt in a slot of these kinds.
 */
export const NOTIFICATION_KINDS = [
  'register',
  'email',
  'survey_unsubscribe',
  'survey_rate',
  'permission',
  'install',
  'poll',
  'partner_install',
  'partner_install_promo',
  'promo',
  // The platform's parental_dialogue (User, section 3): offered while a member has neither set a PIN nor declined.
  'parental_dialogue',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** core-session-account.md section 4: reopen delays in seconds (others 0). */
export const NOTIFICATION_REOPEN_DELAY_SECONDS: Readonly<Partial<Record<NotificationKind, number>>> = {
  register: 28_800,
  partner_install: 259_200,
  partner_install_promo: 259_200,
  permission: 1_209_600,
};
/** core-session-account.md section 9: messages refreshed every 150 s. */
export const MESSAGES_REFRESH_INTERVAL_MS = 150_000;
/** core-session-account.md section 9: ...while the user was active in the last 1800 s. */
export const MESSAGES_ACTIVITY_WINDOW_MS = 1_800_000;

const MS_PER_SECOND = 1_000;

export function reopenDelaySeconds(kind: NotificationKind): number {
  return NOTIFICATION_REOPEN_DELAY_SECONDS[kind] ?? 0;
}

/** A closed prompt may show again once its reopen delay has passed since it was closed. */
export function isReopenAllowed(kind: NotificationKind, lastClosedAt: number | null, now: number): boolean {
  if (lastClosedAt === null) return true;
  return now - lastClosedAt >= reopenDelaySeconds(kind) * MS_PER_SECOND;
}

/** The register prompt is for guests without purchases when promo days exist. */
export function shouldOfferRegister(input: {
  isGuest: boolean;
  hasPurchases: boolean;
  promoDays: number | null | undefined;
}): boolean {
  return input.isGuest && !input.hasPurchases && typeof input.promoDays === 'number' && input.promoDays > 0;
}

/**
 * The spec names survey_rate without a moment: a member is asked to rate the service once they have had time to
 * form a view, two weeks after joining, never before.
 */
export const RATE_PROMPT_AFTER_DAYS = 14;
const MS_PER_DAY = 86_400_000;

export function shouldAskRating(input: { isGuest: boolean; dateJoined: string | null | undefined; now: number }): boolean {
  if (input.isGuest || !input.dateJoined) return false;
  const joined = Date.parse(input.dateJoined);
  return Number.isFinite(joined) && input.now - joined >= RATE_PROMPT_AFTER_DAYS * MS_PER_DAY;
}

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;
const CHROMIUM_FAMILY = /\b(Chrome|Chromium|Edg)\//;
/** Chromium-based browsers that are neither Chrome, Edge nor plain Chromium. */
const OTHER_CHROMIUM = /\b(OPR|YaBrowser|SamsungBrowser|Vivaldi|Brave)\//;

/** Install prompts only on desktop Chrome, Edge or Chromium, and not when already installed (standalone). */
export function shouldOfferInstall(userAgent: string, standalone: boolean): boolean {
  if (standalone || MOBILE_AGENT.test(userAgent)) return false;
  return CHROMIUM_FAMILY.test(userAgent) && !OTHER_CHROMIUM.test(userAgent);
}

/** The permission prompt hides once the user navigates past the first page. */
export function keepsPermissionPrompt(navigationsSinceShown: number): boolean {
  return navigationsSinceShown === 0;
}

/** Messages refresh on each 150 s tick only while the user was active in the last 1800 s. */
export function shouldRefreshMessages(lastActivityAt: number | null, now: number): boolean {
  return lastActivityAt !== null && now - lastActivityAt < MESSAGES_ACTIVITY_WINDOW_MS;
}

/**
 * Survey 1 asks why a subscription was cancelled: the survey_unsubscribe prompt is for members who turned a
 * current subscription's renewal off.
 */
export function hasCancelledSubscription(subscriptions: readonly { renew: boolean; status: string }[]): boolean {
  return subscriptions.some(
    (subscription) => !subscription.renew && (subscription.status === 'active' || subscription.status === 'paused'),
  );
}
