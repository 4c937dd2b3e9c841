import {
  SLIDER_ARROW_LOCK_MS,
  SLIDER_DRAG_THRESHOLD_PX,
  SLIDER_HOVER_ZOOM_DELAY_MS,
  SLIDER_STATE,
  SLIDER_ZOOMED_ITEM,
} from '../rules/row-layout';

export interface SliderEdges {
  start: boolean;
  end: boolean;
}

export interface SliderController {
  /** Pages by 90 % of the visible width; refused while the previous page's lock (800 ms) lasts. */
  page(direction: 1 | -1): boolean;
  detach(): void;
}

/** The share of the visible width one arrow press pages: a card's edge stays in view as a landmark. */
const PAGE_SHARE = 0.9;

/**
 * The behaviour of a scroll-snap slider list (catalogue-vod-billing.md section 9): its state classes (start, end,
 * dragging, animating, loaded), dragging with the mouse (touch scrolls natively and marks dragging too), a card
 * zoomed after 200 ms under the mouse, and arrows locked for 800 ms after each page. The list keeps scrolling by
 * itself for touch, wheel and keyboard; `onEdges` tells the arrows where it stands.
 */
export function attachSlider(list: HTMLElement, onEdges: (edges: SliderEdges) => void): SliderController {
  const classes = list.classList;
  let lockedUntil = 0;
  let animatingTimer: ReturnType<typeof setTimeout> | null = null;
  let zoomTimer: ReturnType<typeof setTimeout> | null = null;
  let zoomed: Element | null = null;
  let press: { pointerId: number; x: number; scrollLeft: number; moved: boolean } | null = null;
  let swallowClick = false;

  const updateEdges = () => {
    const edges = {
      start: list.scrollLeft <= 1,
      end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
    };
    classes.toggle(SLIDER_STATE.start, edges.start);
    classes.toggle(SLIDER_STATE.end, edges.end);
    onEdges(edges);
  };

  const unzoom = () => {
    if (zoomTimer) clearTimeout(zoomTimer);
    zoomTimer = null;
    zoomed?.classList.remove(SLIDER_ZOOMED_ITEM);
    zoomed = null;
  };

  const itemOf = (target: EventTarget | null): Element | null =>
    target instanceof Element ? (target.closest('li') as Element | null) : null;

  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || press?.moved) return;
    const item = itemOf(event.target);
    if (!item || item === zoomed || !list.contains(item)) return;
    unzoom();
    zoomTimer = setTimeout(() => {
      zoomTimer = null;
      zoomed = item;
      item.classList.add(SLIDER_ZOOMED_ITEM);
    }, SLIDER_HOVER_ZOOM_DELAY_MS);
  };
  const onPointerLeave = () => unzoom();

  const onPointerDown = (event: PointerEvent) => {
    // Touch and pen pan the list natively; only a mouse's left button drags it here.
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    press = { pointerId: event.pointerId, x: event.clientX, scrollLeft: list.scrollLeft, moved: false };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!press || event.pointerId !== press.pointerId) return;
    const dx = event.clientX - press.x;
    if (!press.moved) {
      if (Math.abs(dx) < SLIDER_DRAG_THRESHOLD_PX) return;
      press.moved = true;
      unzoom();
      classes.add(SLIDER_STATE.dragging);
      list.setPointerCapture?.(event.pointerId);
    }
    event.preventDefault();
    list.scrollLeft = press.scrollLeft - dx;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!press || event.pointerId !== press.pointerId) return;
    // A drag ends without following the card it started on.
    swallowClick = press.moved;
    press = null;
    classes.remove(SLIDER_STATE.dragging);
    if (list.hasPointerCapture?.(event.pointerId)) list.releasePointerCapture(event.pointerId);
  };
  const onClick = (event: MouseEvent) => {
    if (!swallowClick) return;
    swallowClick = false;
    event.preventDefault();
    event.stopPropagation();
  };
  // A link or image would start the browser's own drag of it instead of the slider's.
  const onDragStart = (event: DragEvent) => event.preventDefault();

  const onTouchMove = () => classes.add(SLIDER_STATE.dragging);
  const onTouchEnd = () => classes.remove(SLIDER_STATE.dragging);

  list.addEventListener('scroll', updateEdges, { passive: true });
  list.addEventListener('pointerover', onPointerOver);
  list.addEventListener('pointerleave', onPointerLeave);
  list.addEventListener('pointerdown', onPointerDown);
  list.addEventListener('pointermove', onPointerMove);
  list.addEventListener('pointerup', onPointerUp);
  list.addEventListener('pointercancel', onPointerUp);
  list.addEventListener('click', onClick, true);
  list.addEventListener('dragstart', onDragStart);
  list.addEventListener('touchmove', onTouchMove, { passive: true });
  list.addEventListener('touchend', onTouchEnd);
  list.addEventListener('touchcancel', onTouchEnd);
  window.addEventListener('resize', updateEdges);
  updateEdges();
  classes.add(SLIDER_STATE.loaded);

  return {
    page(direction) {
      const now = Date.now();
      if (now < lockedUntil) return false;
      lockedUntil = now + SLIDER_ARROW_LOCK_MS;
      classes.add(SLIDER_STATE.animating);
      if (animatingTimer) clearTimeout(animatingTimer);
      animatingTimer = setTimeout(() => {
        animatingTimer = null;
        classes.remove(SLIDER_STATE.animating);
      }, SLIDER_ARROW_LOCK_MS);
      list.scrollBy({ left: direction * list.clientWidth * PAGE_SHARE, behavior: 'smooth' });
      return true;
    },
    detach() {
      unzoom();
      if (animatingTimer) clearTimeout(animatingTimer);
      list.removeEventListener('scroll', updateEdges);
      list.removeEventListener('pointerover', onPointerOver);
      list.removeEventListener('pointerleave', onPointerLeave);
      list.removeEventListener('pointerdown', onPointerDown);
      list.removeEventListener('pointermove', onPointerMove);
      list.removeEventListener('pointerup', onPointerUp);
      list.removeEventListener('pointercancel', onPointerUp);
      list.removeEventListener('click', onClick, true);
      list.removeEventListener('dragstart', onDragStart);
      list.removeEventListener('touchmove', onTouchMove);
      list.removeEventListener('touchend', onTouchEnd);
      list.removeEventListener('touchcancel', onTouchEnd);
      window.removeEventListener('resize', updateEdges);
      Object.values(SLIDER_STATE).forEach((name) => classes.remove(name));
    },
  };
}
