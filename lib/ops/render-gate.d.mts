export interface RenderAdmissionSettings {
  concurrency: number;
  queueLength: number;
  queueWaitMs: number;
}
export interface RenderGate {
  acquire(signal?: AbortSignal, options?: { wait?: boolean }): Promise<(() => void) | null>;
  readonly active: number;
  readonly waiting: number;
}
/** `now` is the clock the average hold of a render place is measured with (milliseconds). */
export declare function createRenderGate(settings: RenderAdmissionSettings, now?: () => number): RenderGate;
