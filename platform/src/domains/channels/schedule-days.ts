import type { PlatformContext } from '../../core/context';
import { announcePublicChange } from '../../core/public-changes';
import { dayOf, dayStart } from './schedule-grid';

/**
 * Revalidation tags of the schedule: channel pages and the EPG (/v2/channels/...) and programme pages (/v2/programs/...).
 * Titles, rows and catch-up lists follow at their own revalidate interval.
 */
export const SCHEDULE_TAGS = ['channels', 'programs'] as const;

interface Timers {
  setTimeout: (callback: () => void, ms: number) => object;
  clearTimeout: (timer: never) => void;
}

/**
 * The schedule is a grid per day of the clock: when a new day begins (a new day ahead opens, the oldest leaves), the
 * platform tells the web app, as an operator's EPG import would, so cached channel pages do not wait out their
 * revalidate interval. Runs in the platform server only; returns the stop function.
 */
export function announceScheduleDays(
  ctx: PlatformContext,
  timers: Timers = { setTimeout, clearTimeout } as unknown as Timers,
): () => void {
  let timer: object | null = null;
  const schedule = () => {
    const nowSec = ctx.now() / 1000;
    const nextDaySec = dayStart(dayOf(nowSec) + 1);
    timer = timers.setTimeout(
      () => {
        void announcePublicChange(ctx, [...SCHEDULE_TAGS]);
        schedule();
      },
      Math.max(1_000, Math.ceil((nextDaySec - nowSec) * 1000)),
    );
    // The platform process exits on its own signals; a pending day must not keep it alive.
    (timer as { unref?: () => void }).unref?.();
  };
  schedule();
  return () => {
    if (timer) timers.clearTimeout(timer as never);
    timer = null;
  };
}
