import { scrollToShow, virtualWindow } from './virtual-window';

describe('virtualWindow', () => {
  it('renders only the rows in view plus the overscan', () => {
    const range = virtualWindow({ scrollTop: 1000, viewportHeight: 500, rowHeight: 50, count: 1000, overscan: 3 });
    expect(range).toEqual({ start: 17, end: 34, offsetTop: 850, totalHeight: 50000 });
  });

  it('stays inside the list at both ends', () => {
    expect(virtualWindow({ scrollTop: -20, viewportHeight: 500, rowHeight: 50, count: 1000, overscan: 3 }).start).toBe(
      0,
    );
    const end = virtualWindow({ scrollTop: 999999, viewportHeight: 500, rowHeight: 50, count: 1000, overscan: 3 });
    expect(end.end).toBe(1000);
    expect(virtualWindow({ scrollTop: 0, viewportHeight: 500, rowHeight: 50, count: 0, overscan: 3 })).toEqual({
      start: 0,
      end: 0,
      offsetTop: 0,
      totalHeight: 0,
    });
  });
});

describe('scrollToShow', () => {
  it('scrolls only when the row is outside the viewport', () => {
    expect(scrollToShow(5, 0, 500, 50)).toBe(0);
    expect(scrollToShow(20, 0, 500, 50)).toBe(550);
    expect(scrollToShow(2, 400, 500, 50)).toBe(100);
  });
});
