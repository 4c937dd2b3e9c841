'use client';

import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** The longest a part waits for an idle moment on a page that stays busy. */
export const IDLE_MOUNT_TIMEOUT_MS = 3000;
/** Any of these means the viewer is acting: every waiting part mounts at once, so a dialog or alert is there. */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

type Mount = (urgent: boolean) => void;

const waiting: Mount[] = [];
let scheduled = false;
let listening = false;

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_MOUNT_TIMEOUT_MS });
  else window.setTimeout(run, 1);
}

/** One part per idle moment: each part's chunk, render and effects land in tasks of their own. */
function mountNext(): void {
  scheduled = false;
  const next = waiting.shift();
  if (!next) return;
  next(false);
  schedule();
}

function schedule(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  whenIdle(mountNext);
}

function mountAllNow(): void {
  for (const event of FIRST_INPUT_EVENTS) window.removeEventListener(event, mountAllNow, true);
  listening = false;
  for (const mount of waiting.splice(0)) mount(true);
}

function enqueue(mount: Mount): () => void {
  waiting.push(mount);
  if (!listening) {
    listening = true;
    for (const event of FIRST_INPUT_EVENTS) window.addEventListener(event, mountAllNow, { capture: true, passive: true });
  }
  schedule();
  return () => {
    const index = waiting.indexOf(mount);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * Renders its children once the page is idle after hydration (one waiting part per idle moment, in the order they
 * were rendered), or at the viewer's first input, whichever comes first. For the shell's parts that a first paint
 * and the hydration do not need (modal host, alert region, background services): loaded together right after
 * hydration, their chunks, renders and effects ran in the page's start-up tasks, which Lighthouse counts as blocking
 * time on a phone (issue 19).
 */
export function AfterIdle({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(
    () =>
      enqueue((urgent) => {
        if (urgent) setMounted(true);
        else startTransition(() => setMounted(true));
      }),
    [],
  );
  return mounted ? <>{children}</> : null;
}
