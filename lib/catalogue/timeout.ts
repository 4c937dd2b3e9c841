import { ROW_LOAD_TIMEOUT_MS } from './constants';

export class RowLoadTimeoutError extends Error {
  constructor() {
    super('Row load timed out');
    this.name = 'RowLoadTimeoutError';
  }
}

/** Rejects when the load outlasts the row timeout, so the list stops showing its loader (section 4). */
export function withRowTimeout<T>(load: Promise<T>, timeoutMs = ROW_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RowLoadTimeoutError()), timeoutMs);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
