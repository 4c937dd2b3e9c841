import { RowLoadTimeoutError, withRowTimeout } from './timeout';

describe('withRowTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives up after 10 s', async () => {
    const never = new Promise<number>(() => undefined);
    const result = withRowTimeout(never);
    jest.advanceTimersByTime(10_000);
    await expect(result).rejects.toBeInstanceOf(RowLoadTimeoutError);
  });

  it('answers a load that finishes in time', async () => {
    await expect(withRowTimeout(Promise.resolve(3))).resolves.toBe(3);
  });
});
