/** @jest-environment jsdom */
import { logBridgeEvent, openUrlInApp } from './android-bridge';

describe('Android web view bridge', () => {
  afterEach(() => {
    delete (window as unknown as { Android?: unknown }).Android;
  });

  it('falls back to the browser without a bridge or when the bridge throws', () => {
    const fallback = jest.fn();
    openUrlInApp('https://example.com/a', fallback);
    expect(fallback).toHaveBeenCalledWith('https://example.com/a');
    (window as unknown as { Android: unknown }).Android = {
      openUrlInApp: () => {
        throw new Error('no activity');
      },
    };
    openUrlInApp('https://example.com/b', fallback);
    expect(fallback).toHaveBeenLastCalledWith('https://example.com/b');
  });

  it('passes events to the bridge as JSON', () => {
    const logEvent = jest.fn();
    (window as unknown as { Android: unknown }).Android = { logEvent, openUrlInApp: jest.fn() };
    expect(logBridgeEvent('push_run', { id: 3 })).toBe(true);
    expect(logEvent).toHaveBeenCalledWith('push_run', '{"id":3}');
  });
});
