import { ControlsVisibility } from './visibility';

describe('ControlsVisibility', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hides 5 s after the last hover or touch', () => {
    const changes: boolean[] = [];
    const controls = new ControlsVisibility((visible) => changes.push(visible));
    controls.show();
    jest.advanceTimersByTime(4000);
    controls.show();
    jest.advanceTimersByTime(4999);
    expect(controls.isVisible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(controls.isVisible).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('stays visible while the settings menu is open', () => {
    const controls = new ControlsVisibility(() => undefined);
    controls.show();
    controls.setPinned(true);
    jest.advanceTimersByTime(20_000);
    controls.hide();
    expect(controls.isVisible).toBe(true);
    controls.setPinned(false);
    jest.advanceTimersByTime(5000);
    expect(controls.isVisible).toBe(false);
  });

  it('stops its timer on dispose', () => {
    const changes: boolean[] = [];
    const controls = new ControlsVisibility((visible) => changes.push(visible));
    controls.show();
    controls.dispose();
    jest.advanceTimersByTime(10_000);
    expect(changes).toEqual([true]);
  });
});
