import { DRM_PARSED_MESSAGE_CODE } from '../core/constants';
import type { EngineError, EngineErrorKind } from '../core/types';

/** The fields of shaka.util.Error the mapping reads (shaka-player 5, lib/util/error.js). */
export interface ShakaErrorLike {
  code: number;
  category: number;
  severity: number;
  data?: unknown[];
  message?: string;
}

/** shaka.util.Error.Category, Severity and Code values used here. */
const CATEGORY_NETWORK = 1;
const CATEGORY_MEDIA = 3;
const CATEGORY_DRM = 6;
const SEVERITY_CRITICAL = 2;
const CODE_BAD_HTTP_STATUS = 1001;
const CODE_QUOTA_EXCEEDED = 3017;
const CODE_CONTENT_UNSUPPORTED_BY_BROWSER = 4032;
const CODE_LICENSE_REQUEST_FAILED = 6007;
/** LOAD_INTERRUPTED and OPERATION_ABORTED: a newer load or destroy cancelled this one; not a failure. */
export const SHAKA_CANCELLED_CODES: readonly number[] = [7000, 7001];

const HTTP_NOT_FOUND = 404;
const HTTP_FORBIDDEN = 403;

export function isShakaError(value: unknown): value is ShakaErrorLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ShakaErrorLike).code === 'number' &&
    typeof (value as ShakaErrorLike).category === 'number'
  );
}

/** A licence server's JSON error answer: code and message in the platform's or a vendor's shape. */
export function parseLicenceAnswer(text: unknown): { code?: number; message?: string } {
  if (typeof text !== 'string' || text.trim() === '') return {};
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const rawCode = body.code ?? body.error_code ?? body.errorCode;
    const code =
      typeof rawCode === 'number'
        ? rawCode
        : typeof rawCode === 'string' && /^\d+$/.test(rawCode)
          ? Number(rawCode)
          : undefined;
    const nested =
      body.error && typeof body.error === 'object' ? (body.error as Record<string, unknown>).message : undefined;
    const candidates = [body.message, nested, body.detail];
    const message = candidates.find((value): value is string => typeof value === 'string' && value !== '');
    return { code, message };
  } catch {
    return { message: text.trim() };
  }
}

function httpStatus(error: ShakaErrorLike): number | undefined {
  if (error.code !== CODE_BAD_HTTP_STATUS) return undefined;
  const status = error.data?.[1];
  return typeof status === 'number' ? status : undefined;
}

/**
 * DRM failures are shown with a message and a code; a licence server answering code 8002 has its
 * own message parsed out of the answer (live-channels.md section 8, catalogue-vod-billing.md section 8).
 */
function drmDetails(error: ShakaErrorLike): { code: number; message: string } {
  const fallback = { code: error.code, message: error.message || `DRM error ${error.code}` };
  if (error.code !== CODE_LICENSE_REQUEST_FAILED) return fallback;
  const network = error.data?.[0];
  if (!isShakaError(network) || network.code !== CODE_BAD_HTTP_STATUS) return fallback;
  const answer = parseLicenceAnswer(network.data?.[2]);
  if (answer.code === DRM_PARSED_MESSAGE_CODE && answer.message) return { code: answer.code, message: answer.message };
  return { code: error.code, message: answer.message ?? fallback.message };
}

/**
 * A licence request refused with a bare 403 is an address that expired (a signed licence URL), renewed like a
 * playlist's; a licence server explaining its refusal (subscription, device limit) is a DRM error shown as such.
 */
function isRefusedLicenceAddress(error: ShakaErrorLike): boolean {
  const network = error.data?.[0];
  if (error.code !== CODE_LICENSE_REQUEST_FAILED || !isShakaError(network) || httpStatus(network) !== HTTP_FORBIDDEN) {
    return false;
  }
  const answer = parseLicenceAnswer(network.data?.[2]);
  return answer.code === undefined && answer.message === undefined;
}

export function mapShakaError(error: ShakaErrorLike): EngineError {
  const fatal = error.severity === SEVERITY_CRITICAL;
  const details = `shaka-${error.code}`;
  const status = httpStatus(error);
  const url = typeof error.data?.[0] === 'string' ? (error.data[0] as string) : undefined;
  let kind: EngineErrorKind;
  if (status === HTTP_FORBIDDEN || isRefusedLicenceAddress(error)) kind = 'http-403';
  else if (error.category === CATEGORY_DRM) kind = 'drm';
  else if (status === HTTP_NOT_FOUND) kind = 'http-404';
  else if (error.code === CODE_CONTENT_UNSUPPORTED_BY_BROWSER) kind = 'incompatible-codecs';
  else if (error.code === CODE_QUOTA_EXCEEDED) kind = 'buffer-full';
  else if (error.category === CATEGORY_NETWORK) kind = 'network';
  else if (error.category === CATEGORY_MEDIA) kind = 'media';
  else kind = 'other';
  const mapped: EngineError = { kind, fatal, details, ...(url ? { url } : {}) };
  return kind === 'drm' ? { ...mapped, ...drmDetails(error) } : mapped;
}
