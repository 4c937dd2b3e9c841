'use client';

import { useEffect } from 'react';
import type { ShellViewer } from '@/lib/session/shell-viewer';
import { useCurrentUser } from '@/lib/session/use-current-user';

/** The shell's subscription to the viewer (ShellViewerProvider): renders nothing, hands each change up. */
export function ShellViewerSource({ onViewer }: { onViewer: (viewer: ShellViewer) => void }) {
  const { user, isLoading } = useCurrentUser();
  useEffect(() => onViewer({ user, isLoading }), [onViewer, user, isLoading]);
  return null;
}
