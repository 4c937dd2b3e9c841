import type { DestinationStream, Logger } from 'pino';
import type SonicBoom from 'sonic-boom';

export declare function maskSecrets(text: unknown): string;
export declare function logDestination(dest?: number | string, options?: { flushEveryMs?: number }): SonicBoom;
export declare function flushLog(logger: Logger): void;
export declare function createLogger(options?: { level?: string; destination?: DestinationStream }): Logger;
export declare function routeConsoleToLogger(logger: Logger, requestId: () => string | undefined): void;
