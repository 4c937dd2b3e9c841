'use client';

import { Component, type ReactNode } from 'react';
import { debugLog } from '@/lib/debug-log';

interface Props {
  /** Shown instead of a body that failed; the frame keeps its title and close control. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A modal body that throws (opened from an address without the data it needs, or a bug) must not take the
 * page down: the dialog shows a message and can still be closed.
 */
export class ModalBodyBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    debugLog.error('modal body failed', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
