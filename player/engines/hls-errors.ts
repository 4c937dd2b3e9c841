import type { ErrorData, ErrorDetails, ErrorTypes } from 'hls.js';
import type { EngineError, EngineErrorKind } from '../core/types';

type Detail = `${ErrorDetails}`;
type ErrorType = `${ErrorTypes}`;

/** hls.js detail names mapped onto the controller's engine-neutral kinds. */
const KIND_BY_DETAIL: Partial<Record<Detail, EngineErrorKind>> = {
  fragParsingError: 'fragment-parse',
  bufferStalledError: 'stall',
  bufferFullError: 'buffer-full',
  manifestIncompatibleCodecsError: 'incompatible-codecs',
  bufferIncompatibleCodecsError: 'incompatible-codecs',
  bufferAddCodecError: 'incompatible-codecs',
};

const KIND_BY_TYPE: Record<ErrorType, EngineErrorKind> = {
  networkError: 'network',
  mediaError: 'media',
  keySystemError: 'drm',
  muxError: 'media',
  otherError: 'other',
};

const HTTP_NOT_FOUND = 404;

export function mapHlsError(data: ErrorData): EngineError {
  const details: Detail = data.details;
  const type: ErrorType = data.type;
  const url = data.url ?? data.frag?.url ?? data.context?.url;
  const status = data.response?.code;
  const kind: EngineErrorKind =
    type === 'networkError' && status === HTTP_NOT_FOUND
      ? 'http-404'
      : (KIND_BY_DETAIL[details] ?? KIND_BY_TYPE[type] ?? 'other');
  const error: EngineError = { kind, fatal: data.fatal, details, ...(url ? { url } : {}) };
  if (kind === 'drm') {
    error.code = status ?? 0;
    error.message = data.error?.message || details;
  }
  return error;
}
