import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const READINESS_TIMEOUT_MS: number;
export type HealthCheck = () => Promise<boolean>;
export declare function platformCheck(platformUrl: string, fetchImpl?: typeof fetch): HealthCheck;
export declare function redisCheck(redisUrl: string): HealthCheck;
export declare function createHealthEndpoints(options: {
  checks: Record<string, HealthCheck>;
  isDraining: () => boolean;
  timeoutMs?: number;
  now?: () => number;
}): (req: IncomingMessage, res: ServerResponse) => boolean;
