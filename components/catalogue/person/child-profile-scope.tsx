'use client';

import type { ReactNode } from 'react';
import { useShellViewer } from '@/lib/session/shell-viewer';
import styles from './person.module.css';

/**
 * Marks its server-drawn content as seen by a child profile once the shell's viewer says so: the stylesheet then
 * hides whatever is marked adult-only (person.module.css). Until start-up is done the viewer is unknown, and the
 * content shows as to anyone, as the filmography did when drawn in the browser.
 */
export function ChildProfileScope({ children }: { children: ReactNode }) {
  const { user } = useShellViewer();
  return (
    <div className={styles.childScope} data-child-profile={user?.profile?.role === 'child' || undefined}>
      {children}
    </div>
  );
}
