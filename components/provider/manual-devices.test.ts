import { isManualDevice, manualHref, MANUAL_DEVICES } from './manual-devices';

describe('set-top box manuals', () => {
  it('has the four boxes of the spec, each at /manual/{box}', () => {
    expect(MANUAL_DEVICES.map((device) => manualHref(device))).toEqual([
      '/manual/dune',
      '/manual/tvip',
      '/manual/eltex',
      '/manual/mag',
    ]);
    expect(manualHref()).toBe('/manual');
  });

  it('knows no other box', () => {
    expect(isManualDevice('mag')).toBe(true);
    expect(isManualDevice('samsung')).toBe(false);
    expect(isManualDevice('')).toBe(false);
  });
});
