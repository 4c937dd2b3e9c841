import { DoubleTapDetector, skipDirectionAt } from './double-tap';

const box = { width: 1000, height: 600 };

describe('skipDirectionAt', () => {
  it('uses the left and right fifth and excludes the top and bottom sixth', () => {
    expect(skipDirectionAt({ x: 200, y: 300 }, box)).toBe(-1);
    expect(skipDirectionAt({ x: 201, y: 300 }, box)).toBeNull();
    expect(skipDirectionAt({ x: 800, y: 300 }, box)).toBe(1);
    expect(skipDirectionAt({ x: 500, y: 300 }, box)).toBeNull();
    expect(skipDirectionAt({ x: 50, y: 99 }, box)).toBeNull();
    expect(skipDirectionAt({ x: 50, y: 100 }, box)).toBe(-1);
    expect(skipDirectionAt({ x: 950, y: 501 }, box)).toBeNull();
    expect(skipDirectionAt({ x: 950, y: 300 }, { width: 0, height: 0 })).toBeNull();
  });
});

describe('DoubleTapDetector', () => {
  it('skips on the second tap within 500 ms and on every quick tap after it', () => {
    const detector = new DoubleTapDetector();
    const right = { x: 900, y: 300 };
    expect(detector.tap(right, box, 0)).toBeNull();
    expect(detector.tap(right, box, 400)).toBe(1);
    expect(detector.isSkipping).toBe(true);
    expect(detector.tap(right, box, 800)).toBe(1);
    expect(detector.tap(right, box, 1400)).toBeNull();
    expect(detector.isSkipping).toBe(false);
  });

  it('needs both taps in the same zone', () => {
    const detector = new DoubleTapDetector();
    expect(detector.tap({ x: 50, y: 300 }, box, 0)).toBeNull();
    expect(detector.tap({ x: 950, y: 300 }, box, 100)).toBeNull();
    expect(detector.tap({ x: 950, y: 300 }, box, 200)).toBe(1);
    expect(detector.tap({ x: 500, y: 300 }, box, 300)).toBeNull();
    expect(detector.tap({ x: 500, y: 300 }, box, 350)).toBeNull();
  });
});
