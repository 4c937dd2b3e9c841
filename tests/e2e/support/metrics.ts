import type { APIRequestContext, Page } from '@playwright/test';
import { platformUrl, waitForSession } from './session';

export interface OwnMetric {
  id: number;
  name: string;
  user_id: number | null;
  params: Record<string, unknown>;
}

/**
 * Metrics read back from the platform's sink, only this page's own: the events of the session (guest or member)
 * the page started, so no other test's events can satisfy a check. Call it after the page's first load.
 */
export async function ownMetrics(page: Page, request: APIRequestContext): Promise<(name: string) => Promise<OwnMetric[]>> {
  const { id: userId } = await waitForSession(page);
  return async (name: string) => {
    const response = await request.get(`${platformUrl()}/dev/metrics?name=${encodeURIComponent(name)}`);
    const all = ((await response.json()) as { data: OwnMetric[] }).data;
    return all.filter((event) => event.user_id === userId);
  };
}

/** The newest metric event's id now: events after it belong to what the test does next (workers are serial). */
export async function lastMetricId(): Promise<number> {
  const response = await fetch(`${platformUrl()}/dev/metrics`);
  const all = ((await response.json()) as { data: { id: number }[] }).data;
  return all.reduce((max, event) => Math.max(max, event.id), 0);
}
