export interface GatewayCall {
  /** The API path with ids folded (`users/self/transactions/:id`). */
  group: string;
  method: string;
  status: number;
  seconds: number;
}

export type ApiFailureKind = 'timeout' | 'server_error';
export type PaymentOutcome = 'started' | 'completed' | 'declined';
export type CacheErrorKind = 'redis' | 'read' | 'write';

export interface OpsHooks {
  requestId(): string | undefined;
  gatewayCall(call: GatewayCall): void;
  apiFailure(kind: ApiFailureKind): void;
  payment(outcome: PaymentOutcome): void;
  playerErrorReport(): void;
  cspViolation(directive: string): void;
  /** Reported by the page cache handler (cache-handler.mjs) only. */
  cacheError?(kind: CacheErrorKind): void;
  cacheRedisUp?(up: boolean): void;
}

export declare const REQUEST_ID_HEADER: 'x-request-id';
export declare const OPS_HOOKS_KEY: unique symbol;
export declare function installOpsHooks(hooks: OpsHooks | undefined): void;
export declare function currentRequestId(): string | undefined;
export declare function recordGatewayCall(call: GatewayCall): void;
export declare function recordApiFailure(kind: ApiFailureKind): void;
export declare function recordPayment(outcome: PaymentOutcome): void;
export declare function recordPlayerErrorReport(): void;
export declare function recordCspViolation(directive: string): void;
export declare function recordCacheError(kind: CacheErrorKind): void;
export declare function recordCacheRedisUp(up: boolean): void;
