import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const IGNORED_HEADERS: ReadonlySet<string>;
export declare const MAX_AGE_MS: number;
export declare const STALE_REPLAY_MS: number;
export declare function noteEntryFreshness(name: string, freshUntil: number): void;
export declare function installRevalidationCount(read: (() => number | Promise<number>) | null): void;
export declare function requestKey(req: IncomingMessage, encoding: string): string;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
export declare function createFrontCache(options?: {
  copies?: (key: string) => Buffer | undefined;
  now?: () => number;
  maxAnswers?: number;
}): (req: IncomingMessage, res: ServerResponse, next: Handler) => void;
