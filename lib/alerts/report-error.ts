import type { useTranslations } from 'next-intl';
import { ApiError, NetworkError, describeApiError, isRateLimited } from '@/lib/api/errors';
import { reportNetworkFailure } from '@/lib/connectivity/connectivity';
import { openMessage } from '@/lib/modals/message';
import { showAlert } from './alert-store';

/** When a 429 names no Retry-After, the shortest lockout the platform applies (a minute) is the honest guess. */
const DEFAULT_RETRY_SECONDS = 60;

/** Answers of the platform's security rules shown in the viewer's language instead of the server's English. */
const TRANSLATED_CODES = {
  pincode_required: 'pinRequired',
  too_long: 'tooLong',
  payload_too_large: 'payloadTooLarge',
  invalid_code: 'wrongCode',
  code_expired: 'codeExpired',
} as const;

export type SecurityTexts = ReturnType<typeof useTranslations<'security'>>;
export type AlertTexts = ReturnType<typeof useTranslations<'alerts'>>;

export interface ErrorDisplayOptions {
  /** 'alert' (default) shows a toast; 'modal' shows the message modal with an error icon. */
  display?: 'alert' | 'modal';
  /** Title of the modal; defaults to "Error". */
  title?: string;
}

/**
 * The text for a failed call: a 429 says when to try again (minutes from Retry-After), the security codes read in
 * the viewer's language, anything else goes through the generic handler (describeApiError).
 */
export function apiErrorText(t: SecurityTexts, error: unknown, fallback: string): string {
  if (isRateLimited(error)) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? DEFAULT_RETRY_SECONDS) / 60));
    return t(error.code === 'too_many_requests' ? 'tooManyRequests' : 'tooManyAttempts', { minutes });
  }
  if (error instanceof ApiError && error.code && error.code in TRANSLATED_CODES) {
    return t(TRANSLATED_CODES[error.code as keyof typeof TRANSLATED_CODES]);
  }
  return describeApiError(error, fallback);
}

/**
 * The generic error handler of core-session-account.md section 8: detail entries joined, else error.message, else
 * the error text with the status; shown in an alert or a failure modal. Returns the text it showed.
 */
export function reportError(
  texts: { alerts: AlertTexts; security: SecurityTexts },
  error: unknown,
  { display = 'alert', title }: ErrorDisplayOptions = {},
): string {
  // No HTTP answer at all: let the online monitor check the connection instead of waiting for its next ping.
  if (error instanceof NetworkError) reportNetworkFailure();
  const text = apiErrorText(texts.security, error, texts.alerts('genericError'));
  if (display === 'modal') openMessage({ title: title ?? texts.alerts('errorTitle'), text, icon: 'error' });
  else showAlert(text);
  return text;
}
