import { act, renderHook } from '@testing-library/react';
import { useWrite } from './use-write';

const handleError = jest.fn();
jest.mock('@/lib/alerts/use-error-handler', () => ({ useErrorHandler: () => handleError }));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => handleError.mockClear());

describe('useWrite', () => {
  it('is busy while the write runs and drops a second run started meanwhile', async () => {
    const { result } = renderHook(() => useWrite());
    const call = deferred();
    const write = jest.fn(() => call.promise);
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = result.current.run(write);
      second = result.current.run(write);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      call.resolve();
      await first;
    });
    expect(write).toHaveBeenCalledTimes(1);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
    expect(result.current.busy).toBe(false);
  });

  it('runs again once the previous write is over', async () => {
    const { result } = renderHook(() => useWrite());
    const write = jest.fn(async () => undefined);
    await act(() => result.current.run(write));
    await act(() => result.current.run(write));
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('clears busy after a failure and sends the error to the generic handler as asked', async () => {
    const { result } = renderHook(() => useWrite({ display: 'modal', title: 'Payment failed' }));
    const failure = new Error('declined');
    let outcome!: boolean;
    await act(async () => {
      outcome = await result.current.run(() => Promise.reject(failure));
    });
    expect(outcome).toBe(false);
    expect(result.current.busy).toBe(false);
    expect(handleError).toHaveBeenCalledWith(failure, { display: 'modal', title: 'Payment failed' });
  });

  it('leaves a failure the caller handled to the caller', async () => {
    const { result } = renderHook(() => useWrite());
    const onError = jest.fn(() => true);
    await act(() => result.current.run(() => Promise.reject(new Error('wrong pin')), onError));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(handleError).not.toHaveBeenCalled();
  });

  it('still reports a failure the caller declined to handle', async () => {
    const { result } = renderHook(() => useWrite());
    await act(() => result.current.run(() => Promise.reject(new Error('offline')), () => false));
    expect(handleError).toHaveBeenCalledTimes(1);
  });

  it('shows a failure in place when asked, and clears it when the next run starts', async () => {
    const { result } = renderHook(() => useWrite({ inlineError: (failure) => `inline: ${(failure as Error).message}` }));
    await act(() => result.current.run(() => Promise.reject(new Error('wrong code'))));
    expect(result.current.error).toBe('inline: wrong code');
    expect(handleError).not.toHaveBeenCalled();
    const call = deferred();
    let next!: Promise<boolean>;
    act(() => {
      next = result.current.run(() => call.promise);
    });
    expect(result.current.error).toBeNull();
    await act(async () => {
      call.resolve();
      await next;
    });
    expect(result.current.error).toBeNull();
  });

  it('keeps the shown failure when a second run is dropped', async () => {
    const { result } = renderHook(() => useWrite({ inlineError: () => 'first failed' }));
    await act(() => result.current.run(() => Promise.reject(new Error('x'))));
    const call = deferred();
    act(() => {
      void result.current.run(() => call.promise);
    });
    act(() => result.current.setError('typed wrong'));
    await act(() => result.current.run(() => Promise.reject(new Error('y'))));
    expect(result.current.error).toBe('typed wrong');
    await act(async () => call.resolve());
  });
});
