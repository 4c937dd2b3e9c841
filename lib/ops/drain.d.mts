import type { Server } from 'node:http';

export declare const DEFAULT_DRAIN_SECONDS: number;
export declare function drainSecondsFrom(value: string | undefined): number;
export interface GracefulShutdown {
  isDraining(): boolean;
  onSignal(signal: string): void;
}
export declare function createGracefulShutdown(options: {
  server: Server;
  drainSeconds: number;
  onStopped?: () => void | Promise<void>;
  log?: (message: string) => void;
  flushLog?: () => void;
  exit?: (code: number) => void;
}): GracefulShutdown;
export declare function stopOnSignals(shutdown: GracefulShutdown): void;
