import type { Registry } from 'prom-client';
import type { OpsHooks } from './ops-hooks.mjs';

export interface ServerMetrics extends Required<Omit<OpsHooks, 'requestId'>> {
  registry: Registry;
  request(request: { route: string; method: string; status: number; seconds: number; cache?: string }): void;
}

export declare function createMetrics(): ServerMetrics;
