import { useState, type TouchEvent } from 'react';
import { PinchGesture, type TouchPoint } from '../controls/pinch';

const pointsOf = (touches: TouchEvent['touches']): TouchPoint[] =>
  Array.from(touches, (touch) => ({ x: touch.clientX, y: touch.clientY }));

/**
 * Pinch zoom of a fullscreen picture on a touch screen (controls/pinch.ts). Outside fullscreen a pinch stays the
 * browser's page zoom and the picture fits its frame.
 */
export function usePinchZoom(enabled: boolean) {
  const [zoomed, setZoomed] = useState(false);
  const [gesture] = useState(() => new PinchGesture(setZoomed));
  const end = (event: TouchEvent) => gesture.end(event.touches.length, event.timeStamp);
  return {
    zoomed: enabled && zoomed,
    handlers: enabled
      ? {
          onTouchStart: (event: TouchEvent) => gesture.start(pointsOf(event.touches)),
          onTouchMove: (event: TouchEvent) => gesture.move(pointsOf(event.touches)),
          onTouchEnd: end,
          onTouchCancel: end,
        }
      : {},
    /** Whether a touch at this event time belongs to a pinch, and is no tap. */
    pinching: (timeStampMs: number) => gesture.active(timeStampMs),
  };
}
