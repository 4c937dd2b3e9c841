import { createMissingDeviceSignal } from './device-missing';

describe('device settings 404', () => {
  it('starts the session recovery once, however often the device is reported missing', () => {
    const signal = createMissingDeviceSignal();
    const restarts = jest.fn();
    signal.onMissingDevice(restarts);
    expect(signal.reportMissingDevice()).toBe(true);
    expect(signal.reportMissingDevice()).toBe(false);
    expect(signal.reportMissingDevice()).toBe(false);
    expect(restarts).toHaveBeenCalledTimes(1);
  });

  it('does nothing before the session layer listens (start-up handles its own 404s)', () => {
    const signal = createMissingDeviceSignal();
    expect(signal.reportMissingDevice()).toBe(false);
    const restarts = jest.fn();
    const stop = signal.onMissingDevice(restarts);
    stop();
    expect(signal.reportMissingDevice()).toBe(false);
    expect(restarts).not.toHaveBeenCalled();
  });
});
