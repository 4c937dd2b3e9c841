export interface TimeoutSignal {
  /** Aborts after the time limit, with a "TimeoutError" DOMException as its reason. */
  signal: AbortSignal;
  /** Drops the timer: call it once the work the signal guards has settled. */
  clear(): void;
}

export declare function timeoutSignal(ms: number): TimeoutSignal;
