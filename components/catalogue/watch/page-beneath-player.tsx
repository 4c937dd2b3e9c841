'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import { Activity, type ReactNode } from 'react';

/** The modal slot's segment while /watch opens over a page (app/[locale]/@modal/(.)watch). */
export const WATCH_MODAL_SEGMENT = '(.)watch';

/**
 * The page a player opened over is put away (React's Activity, hidden) while the player is open, and comes back as
 * it was when the player closes. A start is timed to its first frame, and the page beneath cost it: its links stayed
 * "visible", so when the watch route committed Next fetched every one of them again for the new modal state (about
 * 600 ms after the click, traced), rendered by the same server that answers the stream; and a trailer playing on the
 * page kept its player running. Hidden, its effects (the trailer's player) stop and its links leave the router's
 * visible set; Next's own re-prefetch at the commit can still come first (seen in one e2e run of three traces), so
 * that part is a race this narrows, not a guarantee.
 */
export function PageBeneathPlayer({ children }: { children: ReactNode }) {
  // The slot's segments read ["(__SLOT__)", "(.)watch", slug] in Next 16 (useSelectedLayoutSegment names the last).
  const covered = useSelectedLayoutSegments('modal').includes(WATCH_MODAL_SEGMENT);
  return <Activity mode={covered ? 'hidden' : 'visible'}>{children}</Activity>;
}
