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
const HTTP_FORBIDDEN = 403;

/**
 * hls.js notices that are no failure, reported by hls.js 1.7 as non-fatal media errors it takes no action on (its
 * error controller answers "do nothing"):
 * - bufferAppendNoProgress: a fragment whose append did not grow the buffered range by its whole duration (within
 *   50 ms). The demo title's first audio segment, a little shorter than its playlist says, raises it at every start,
 *   bare hls.js alike: reported, every start sent a playback error to the metrics service while playback went on.
 * - bufferSeekOverHole: hls.js stepped over a small gap in the buffer (0.18 s at the start of the demo title, in about
 *   one start of five) and plays on; the viewer sees nothing.
 * A stall (bufferStalledError) is reported, and counted by the error rules, once the viewer would see it
 * (hls-stall.ts); a nudge out of one is reported, and a fatal notice counts as an error.
 */
const NOTICE_DETAILS: ReadonlySet<Detail> = new Set<Detail>(['bufferAppendNoProgress', 'bufferSeekOverHole']);

/** Whether hls.js's error event is only such a notice: not an error of playback, so not reported or counted. */
export function isHlsNotice(data: Pick<ErrorData, 'details' | 'fatal'>): boolean {
  return !data.fatal && NOTICE_DETAILS.has(data.details);
}

export function mapHlsError(data: ErrorData): EngineError {
  const details: Detail = data.details;
  const type: ErrorType = data.type;
  const url = data.url ?? data.frag?.url ?? data.context?.url;
  const status = data.response?.code;
  const kind: EngineErrorKind =
    type === 'networkError' && status === HTTP_NOT_FOUND
      ? 'http-404'
      : type === 'networkError' && status === HTTP_FORBIDDEN
        ? 'http-403'
        : (KIND_BY_DETAIL[details] ?? KIND_BY_TYPE[type] ?? 'other');
  const error: EngineError = { kind, fatal: data.fatal, details, ...(url ? { url } : {}) };
  if (kind === 'drm') {
    error.code = status ?? 0;
    error.message = data.error?.message || details;
  }
  return error;
}
