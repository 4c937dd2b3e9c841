import { act, renderHook } from '@testing-library/react';
import type { TouchEvent } from 'react';
import { PINCH_RESET_MS } from '../controls/constants';
import { usePinchZoom } from './use-pinch-zoom';

const touchEvent = (gaps: number[], timeStamp = 0) =>
  ({ touches: gaps.map((gap) => ({ clientX: gap, clientY: 0 })), timeStamp }) as unknown as TouchEvent;

describe('usePinchZoom', () => {
  it('zooms a fullscreen picture by a spread and lets taps through once the pinch has reset', () => {
    const { result } = renderHook(() => usePinchZoom(true));
    act(() => {
      result.current.handlers.onTouchStart?.(touchEvent([0, 100]));
      result.current.handlers.onTouchMove?.(touchEvent([0, 180]));
      result.current.handlers.onTouchEnd?.(touchEvent([], 2_000));
    });
    expect(result.current.zoomed).toBe(true);
    expect(result.current.pinching(2_000 + PINCH_RESET_MS - 1)).toBe(true);
    expect(result.current.pinching(2_000 + PINCH_RESET_MS)).toBe(false);
  });

  it('leaves a pinch outside fullscreen to the browser', () => {
    const { result } = renderHook(() => usePinchZoom(false));
    expect(result.current.handlers).toEqual({});
    expect(result.current.zoomed).toBe(false);
  });
});
