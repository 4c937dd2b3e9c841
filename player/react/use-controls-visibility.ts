'use client';

import { useEffect, useState } from 'react';
import { ControlsVisibility } from '../controls/visibility';

/** Controls shown on hover or touch, hidden 5 s later, pinned while the settings menu is open. */
export function useControlsVisibility(menuOpen: boolean): { visible: boolean; show(): void } {
  const [visible, setVisible] = useState(false);
  const [visibility] = useState(() => new ControlsVisibility(setVisible));
  useEffect(() => () => visibility.dispose(), [visibility]);
  useEffect(() => visibility.setPinned(menuOpen), [visibility, menuOpen]);
  return { visible, show: () => visibility.show() };
}
