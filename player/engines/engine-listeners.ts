import type { EngineEvent } from '../core/types';

/**
 * Listener bookkeeping shared by the engines: once closed (the engine was destroyed) nothing is
 * delivered any more, so a library callback that fires late cannot reach the controller.
 */
export class EngineListeners {
  private readonly listeners = new Set<(event: EngineEvent) => void>();
  private closed = false;

  get isClosed(): boolean {
    return this.closed;
  }

  subscribe(listener: (event: EngineEvent) => void): () => void {
    if (this.closed) return () => undefined;
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(event: EngineEvent): void {
    if (this.closed) return;
    for (const listener of [...this.listeners]) listener(event);
  }

  close(): void {
    this.closed = true;
    this.listeners.clear();
  }
}
