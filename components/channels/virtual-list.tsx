'use client';

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { scrollToShow, virtualWindow } from '@/lib/channels/virtual-window';

export interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  /** Rows rendered beyond the viewport on each side. */
  overscan: number;
  className?: string;
  label: string;
  /** Brought into view when it changes and always rendered (the list's tab stop must exist to be reached). */
  activeIndex: number;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
}

/** A windowed list: only the rows in view exist in the DOM, so a thousand channels stay cheap. */
export function VirtualList<T>({
  items,
  rowHeight,
  overscan,
  className,
  label,
  activeIndex,
  renderItem,
  itemKey,
}: VirtualListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setHeight(element.clientHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || activeIndex < 0) return;
    const next = scrollToShow(activeIndex, element.scrollTop, element.clientHeight, rowHeight);
    if (next !== element.scrollTop) element.scrollTop = next;
  }, [activeIndex, rowHeight]);

  const range = virtualWindow({ scrollTop, viewportHeight: height, rowHeight, count: items.length, overscan });
  const indices: number[] = [];
  if (activeIndex >= 0 && activeIndex < range.start && activeIndex < items.length) indices.push(activeIndex);
  for (let index = range.start; index < range.end; index += 1) indices.push(index);
  if (activeIndex >= range.end && activeIndex < items.length) indices.push(activeIndex);
  return (
    <div ref={ref} className={className} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
      <ul aria-label={label} style={{ position: 'relative', height: range.totalHeight, margin: 0, padding: 0 }}>
        {indices.map((index) => (
          <li
            key={itemKey(items[index])}
            aria-setsize={items.length}
            aria-posinset={index + 1}
            style={{
              position: 'absolute',
              top: index * rowHeight,
              left: 0,
              right: 0,
              height: rowHeight,
            }}
          >
            {renderItem(items[index], index)}
          </li>
        ))}
      </ul>
    </div>
  );
}
