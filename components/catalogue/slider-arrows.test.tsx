import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import { SLIDER_ARROW_LOCK_MS, SLIDER_HOVER_ZOOM_DELAY_MS } from '@/lib/rules/row-layout';
import { SliderArrows } from './slider-arrows';

async function slider({ scrollWidth = 2000, clientWidth = 1000 } = {}) {
  const holder = document.createElement('div');
  holder.innerHTML = '<ul id="s"><li><a href="/contents/1" id="a">A</a></li><li id="b">B</li></ul>';
  document.body.append(holder);
  const list = document.getElementById('s')!;
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: clientWidth });
  let left = 0;
  Object.defineProperty(list, 'scrollLeft', {
    configurable: true,
    get: () => left,
    set: (value: number) => {
      left = Math.max(0, Math.min(value, scrollWidth - clientWidth));
    },
  });
  const scrollBy = jest.fn((options: ScrollToOptions) => {
    list.scrollLeft += options.left ?? 0;
    list.dispatchEvent(new Event('scroll'));
  });
  list.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  const view = renderWithIntl(<SliderArrows listId="s" />);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  const arrow = (name: 'Next' | 'Previous') => screen.getByRole('button', { name });
  return {
    list,
    scrollBy,
    arrow,
    unmount: () => {
      view.unmount();
      holder.remove();
    },
  };
}

function pointer(type: string, init: { x?: number; pointerType?: string; id?: number } = {}) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: init.x ?? 0, button: 0 });
  Object.assign(event, { pointerType: init.pointerType ?? 'mouse', pointerId: init.id ?? 1 });
  return event;
}

let cleanup: (() => void) | null = null;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  cleanup?.();
  cleanup = null;
  jest.useRealTimers();
});
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('SliderArrows', () => {
  it('marks the list loaded and at its start, then at its end', async () => {
    const { list, arrow, unmount } = await slider();
    expect([...list.classList]).toEqual(expect.arrayContaining(['loaded', 'start']));
    expect(list.classList.contains('end')).toBe(false);
    expect(arrow('Previous')).toBeDisabled();
    act(() => {
      list.scrollLeft = 1000;
      list.dispatchEvent(new Event('scroll'));
    });
    expect(list.classList.contains('start')).toBe(false);
    expect(list.classList.contains('end')).toBe(true);
    expect(arrow('Next')).toBeDisabled();
    unmount();
    expect(list.classList.length).toBe(0);
  });

  it('locks the arrows for 800 ms after a page, animating meanwhile', async () => {
    const { list, arrow, scrollBy, unmount } = await slider({ scrollWidth: 5000 });
    cleanup = unmount;
    fireEvent.click(arrow('Next'));
    expect(scrollBy).toHaveBeenCalledWith({ left: 900, behavior: 'smooth' });
    expect(list.classList.contains('animating')).toBe(true);
    advance(SLIDER_ARROW_LOCK_MS - 1);
    fireEvent.click(arrow('Next'));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    advance(1);
    expect(list.classList.contains('animating')).toBe(false);
    fireEvent.click(arrow('Previous'));
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });

  it('zooms a card after 200 ms under the mouse, not before and not for touch', async () => {
    const { list, unmount } = await slider();
    cleanup = unmount;
    const item = document.getElementById('b')!;
    item.dispatchEvent(pointer('pointerover'));
    advance(SLIDER_HOVER_ZOOM_DELAY_MS - 1);
    expect(item.classList.contains('zoomed')).toBe(false);
    advance(1);
    expect(item.classList.contains('zoomed')).toBe(true);
    list.dispatchEvent(pointer('pointerleave'));
    expect(item.classList.contains('zoomed')).toBe(false);
    item.dispatchEvent(pointer('pointerover', { pointerType: 'touch' }));
    advance(SLIDER_HOVER_ZOOM_DELAY_MS);
    expect(item.classList.contains('zoomed')).toBe(false);
  });

  it('drags with the mouse, dragging meanwhile, and the drag does not open the card it started on', async () => {
    const { list, unmount } = await slider();
    cleanup = unmount;
    const link = document.getElementById('a')!;
    link.dispatchEvent(pointer('pointerdown', { x: 500 }));
    link.dispatchEvent(pointer('pointermove', { x: 498 }));
    expect(list.classList.contains('dragging')).toBe(false);
    link.dispatchEvent(pointer('pointermove', { x: 200 }));
    expect(list.classList.contains('dragging')).toBe(true);
    expect(list.scrollLeft).toBe(300);
    link.dispatchEvent(pointer('pointerup', { x: 200 }));
    expect(list.classList.contains('dragging')).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // A plain click afterwards opens the card.
    link.dispatchEvent(pointer('pointerdown', { x: 200 }));
    link.dispatchEvent(pointer('pointerup', { x: 200 }));
    const next = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(next);
    expect(next.defaultPrevented).toBe(false);
  });

  it('marks a touch pan as dragging while the finger moves', async () => {
    const { list, unmount } = await slider();
    cleanup = unmount;
    list.dispatchEvent(new Event('touchmove'));
    expect(list.classList.contains('dragging')).toBe(true);
    list.dispatchEvent(new Event('touchend'));
    expect(list.classList.contains('dragging')).toBe(false);
  });

  it('measures a list only once it nears the viewport, so a slider skipped off screen is not laid out early', async () => {
    const observed: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const { list, unmount } = await slider();
      cleanup = unmount;
      expect(list.classList.contains('loaded')).toBe(false);
      expect(observed).toHaveLength(1);
      expect(observed[0].options?.rootMargin).toBeTruthy();
      await act(async () => {
        observed[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        await jest.advanceTimersByTimeAsync(0);
      });
      expect([...list.classList]).toEqual(expect.arrayContaining(['loaded', 'start']));
    } finally {
      // @ts-expect-error jsdom has none: remove the stand-in again.
      delete window.IntersectionObserver;
    }
  });
});
