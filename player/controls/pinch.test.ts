import { PINCH_RESET_MS } from './constants';
import { PinchGesture } from './pinch';

const fingers = (gap: number) => [
  { x: 100, y: 200 },
  { x: 100 + gap, y: 200 },
];

describe('PinchGesture', () => {
  it('fills the picture when the fingers spread and fits it when they close, once per gesture', () => {
    const zoom = jest.fn();
    const pinch = new PinchGesture(zoom);
    pinch.start(fingers(100));
    pinch.move(fingers(110));
    expect(zoom).not.toHaveBeenCalled();
    pinch.move(fingers(120));
    pinch.move(fingers(200));
    expect(zoom.mock.calls).toEqual([[true]]);
    pinch.end(1, 1_000);

    pinch.start(fingers(200));
    pinch.move(fingers(150));
    expect(zoom.mock.calls).toEqual([[true], [false]]);
  });

  it('holds lifted fingers as part of the pinch until its reset 500 ms later, then lets taps through', () => {
    const pinch = new PinchGesture(jest.fn());
    expect(pinch.active(0)).toBe(false);
    pinch.start(fingers(100));
    expect(pinch.active(10)).toBe(true);
    pinch.end(1, 1_000);
    expect(pinch.active(1_000 + PINCH_RESET_MS - 1)).toBe(true);
    expect(pinch.active(1_000 + PINCH_RESET_MS)).toBe(false);
  });

  it('ignores one finger: that is a tap or a scroll', () => {
    const zoom = jest.fn();
    const pinch = new PinchGesture(zoom);
    pinch.start([{ x: 0, y: 0 }]);
    pinch.move(fingers(300));
    pinch.end(0, 5);
    expect(zoom).not.toHaveBeenCalled();
    expect(pinch.active(5)).toBe(false);
  });
});
