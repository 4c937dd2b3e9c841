'use client';

import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { onlineAtom } from './connectivity';

/** How many times the connection came back (offline to online) while mounted: a key that reloads what needs it. */
export function useReconnects(): number {
  const online = useAtomValue(onlineAtom);
  const [count, setCount] = useState(0);
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) setCount((value) => value + 1);
    wasOnline.current = online;
  }, [online]);
  return count;
}
