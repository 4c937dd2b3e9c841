/**
 * Platform error codes a viewer can meet, and the key of their text in the `apiErrors` messages. The platform words
 * its errors in English; the gateway replaces the words of these codes with the viewer's language (all 11), so every
 * screen that shows the server's message as the spec asks (section 8, generic handler) reads translated. Codes not
 * listed keep the server's own words: an operator's platform may already answer in the viewer's language.
 */
export const VIEWER_ERROR_KEYS = {
  invalid_credentials: 'invalidCredentials',
  invalid_phone: 'invalidPhone',
  duplicate_phone: 'duplicatePhone',
  duplicate_email: 'duplicateEmail',
  invalid_email: 'invalidEmail',
  wrong_pincode: 'wrongPincode',
  invalid_pincode: 'invalidPincode',
  pincode_set: 'pincodeSet',
  pincode_not_set: 'pincodeNotSet',
  no_phone: 'noPhone',
  profile_limit: 'profileLimit',
  active_profile: 'activeProfile',
  wrong_phone: 'wrongPhone',
  guest_not_allowed: 'guestNotAllowed',
  invalid_code: 'invalidCode',
  code_expired: 'codeExpired',
  not_enough_money: 'notEnoughMoney',
  promo_required: 'promoRequired',
  promo_not_found: 'promoNotFound',
  promo_expired: 'promoExpired',
  promo_used: 'promoUsed',
  payment_not_allowed: 'paymentNotAllowed',
  no_funds: 'noFunds',
  wrong_code: 'wrongSmsCode',
  card_removal_forbidden: 'cardRemovalForbidden',
  trial_used: 'trialUsed',
  already_purchased: 'alreadyPurchased',
  base_packet_required: 'basePacketRequired',
  not_active: 'notActive',
  provider_managed: 'providerManaged',
  provider_packet: 'providerPacket',
  not_purchasable: 'notPurchasable',
  not_for_rent: 'notForRent',
  no_purchases: 'noPurchases',
  no_paysystems: 'noPaySystems',
  not_purchased: 'notPurchased',
  content_lost: 'contentLost',
  copyright_banned: 'copyrightBanned',
  content_not_available: 'contentNotAvailable',
  platform_unreachable: 'platformUnreachable',
} as const;

export type ViewerErrorCode = keyof typeof VIEWER_ERROR_KEYS;
export type ViewerErrorKey = (typeof VIEWER_ERROR_KEYS)[ViewerErrorCode];

interface ErrorBody {
  error_code?: unknown;
  error?: { code?: unknown; message?: unknown };
  detail?: unknown;
  message?: unknown;
}

function viewerErrorKey(code: unknown): ViewerErrorKey | null {
  return typeof code === 'string' && Object.hasOwn(VIEWER_ERROR_KEYS, code)
    ? VIEWER_ERROR_KEYS[code as ViewerErrorCode]
    : null;
}

/**
 * The error body (JSON text) with the words of a listed code in the viewer's language: error.message, message, a
 * string detail, and each field of an object detail (the generic handler shows those first). Anything else, and a
 * body that is not JSON, comes back unchanged.
 */
export function localizeErrorBody(text: string, translate: (key: ViewerErrorKey) => string): string {
  let body: ErrorBody;
  try {
    body = JSON.parse(text) as ErrorBody;
  } catch {
    return text;
  }
  if (!body || typeof body !== 'object') return text;
  const key = viewerErrorKey(body.error_code ?? body.error?.code);
  if (!key) return text;
  const words = translate(key);
  const localized: ErrorBody = { ...body };
  if (body.error && typeof body.error === 'object') localized.error = { ...body.error, message: words };
  if (typeof body.message === 'string') localized.message = words;
  if (typeof body.detail === 'string') localized.detail = words;
  else if (body.detail && typeof body.detail === 'object') {
    localized.detail = Object.fromEntries(Object.keys(body.detail).map((field) => [field, [words]]));
  }
  return JSON.stringify(localized);
}
