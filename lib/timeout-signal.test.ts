import { timeoutSignal } from './timeout-signal.mjs';

describe('timeoutSignal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('aborts after its time limit with a TimeoutError, as AbortSignal.timeout does', () => {
    const { signal } = timeoutSignal(3_000);
    jest.advanceTimersByTime(2_999);
    expect(signal.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('once cleared, never aborts and leaves no timer behind', () => {
    const { signal, clear } = timeoutSignal(3_000);
    clear();
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(10_000);
    expect(signal.aborted).toBe(false);
  });
});
