'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ApiError, describeApiError, isRateLimited } from '@/lib/api/errors';

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

export type ApiErrorText = (error: unknown, fallback: string) => string;

/**
 * The text for a failed call: a 429 says when to try again (minutes from Retry-After), the security codes read in
 * the viewer's language, anything else goes through the generic handler (describeApiError).
 */
export function useApiErrorText(): ApiErrorText {
  const t = useTranslations('security');
  return useCallback(
    (error: unknown, fallback: string) => {
      if (isRateLimited(error)) {
        const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? DEFAULT_RETRY_SECONDS) / 60));
        return t(error.code === 'too_many_requests' ? 'tooManyRequests' : 'tooManyAttempts', { minutes });
      }
      if (error instanceof ApiError && error.code && error.code in TRANSLATED_CODES) {
        return t(TRANSLATED_CODES[error.code as keyof typeof TRANSLATED_CODES]);
      }
      return describeApiError(error, fallback);
    },
    [t],
  );
}
