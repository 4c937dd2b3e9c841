import type { DestinationStream, Logger } from 'pino';

export declare function maskSecrets(text: unknown): string;
export declare function createLogger(options?: { level?: string; destination?: DestinationStream }): Logger;
export declare function routeConsoleToLogger(logger: Logger, requestId: () => string | undefined): void;
