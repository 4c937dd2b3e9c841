export * from './constants';
export { PlayerController, type LoadOptions, type PlayerControllerOptions, type UiFlags } from './controller';
export type { PlayerEvents, PlayerRequests } from './events';
export { clampScrubOffset, streamTimestampFor } from './live-position';
export type { PlayerErrorCode, PlayerState } from './state';
export * from './types';
