/** Casting rules of live-channels.md section 4 "Casting" and section 8 (cast errors). */

export type CastState = 'idle' | 'connected' | 'playing' | 'buffering' | 'ended' | 'disconnected';

export const CAST_JOIN_POLICIES = ['tab_and_origin_scoped', 'origin_scoped', 'page_scoped'] as const;
export type CastJoinPolicy = (typeof CAST_JOIN_POLICIES)[number];
export const DEFAULT_CAST_JOIN_POLICY: CastJoinPolicy = 'tab_and_origin_scoped';

/** Subtitles on the receiver are drawn at 0.3 of their size. */
export const CAST_SUBTITLE_FONT_SCALE = 0.3;
/** The connection-retry flag is cleared after 3 s. */
export const CAST_RETRY_RESET_MS = 3000;

/** A join policy must be one of the three; anything else is refused with a clear error. */
export function validateJoinPolicy(policy: string | undefined): CastJoinPolicy {
  if (policy === undefined) return DEFAULT_CAST_JOIN_POLICY;
  if ((CAST_JOIN_POLICIES as readonly string[]).includes(policy)) return policy as CastJoinPolicy;
  throw new RangeError(`Cast join policy must be one of ${CAST_JOIN_POLICIES.join(', ')}; got "${policy}"`);
}

export type CastErrorKey =
  'castConnectError' | 'castUnavailable' | 'castSecurity' | 'castUnsupported' | 'castFirefox' | 'castNoSource';

export interface CastError {
  key: CastErrorKey;
  /** The browser's name for castUnsupported. */
  browser?: string;
}

export interface CastEnvironment {
  userAgent: string;
  secureContext: boolean;
  hasCastFramework: boolean;
  hasRemotePlayback: boolean;
}

/** Best-effort browser name for the "not supported in {browser}" message. */
export function browserName(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/OPR\//.test(userAgent)) return 'Opera';
  if (/YaBrowser\//.test(userAgent)) return 'Yandex Browser';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrome\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'this browser';
}

/** Why casting cannot start here, or null when some casting path exists. */
export function castAvailabilityError(env: CastEnvironment): CastError | null {
  if (/Firefox\//.test(env.userAgent)) return { key: 'castFirefox' };
  if (!env.secureContext) return { key: 'castSecurity' };
  if (env.hasCastFramework || env.hasRemotePlayback) return null;
  return { key: 'castUnsupported', browser: browserName(env.userAgent) };
}

/** Google Cast receiver player states to ours. */
export function stateFromReceiver(playerState: string, idleReason: string | null | undefined): CastState {
  switch (playerState) {
    case 'PLAYING':
      return 'playing';
    case 'BUFFERING':
      return 'buffering';
    case 'PAUSED':
      return 'connected';
    case 'IDLE':
      return idleReason === 'FINISHED' ? 'ended' : 'idle';
    default:
      return 'connected';
  }
}
