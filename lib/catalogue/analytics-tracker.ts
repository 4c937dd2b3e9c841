import {
  ANALYTICS_ATTR,
  clickEvents,
  describeItem,
  focusDelayMs,
  itemEventName,
  type AnalyticsEvent,
} from './analytics';

/** The tracker's chunk also carries the sender, so pages load neither before the tracker starts. */
export { sendCatalogueEvents } from './analytics';

/** Events wait this long to travel together in one request to the metrics sink. */
export const ANALYTICS_FLUSH_MS = 2_000;
/** The metrics sink takes at most 500 events per request (platform/docs/media.md). */
const MAX_BATCH = 500;
/** An item counts as shown once half of it is on screen. */
const SHOWN_RATIO = 0.5;

export type SendEvents = (events: AnalyticsEvent[]) => Promise<unknown>;

export interface Tracker {
  pageView(path: string, referrer: string | null): void;
  /** A click that came before the tracker listened (lib/catalogue/early-clicks), at its own time. */
  click(target: Element, ts: number): void;
  stop(): void;
}

/**
 * Watches the document for marked catalogue items (analytics.ts) and reports show, focus and click events and
 * page views to the metrics sink in batches. A failed send is dropped: analytics never gets in the way.
 */
export function startTracker(send: SendEvents, doc: Document = document, now: () => number = Date.now): Tracker {
  let queue: AnalyticsEvent[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  let focusTimer: ReturnType<typeof setTimeout> | null = null;
  const shown = new WeakSet<Element>();

  function flush() {
    flushTimer = null;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      send(batch).catch(() => undefined);
    }
  }

  function push(events: AnalyticsEvent[]) {
    if (events.length === 0) return;
    queue.push(...events);
    flushTimer ??= setTimeout(flush, ANALYTICS_FLUSH_MS);
  }

  function onClick(event: MouseEvent) {
    if (event.target instanceof Element) push(clickEvents(event.target, doc, now()));
  }

  function onFocusIn(event: FocusEvent) {
    if (focusTimer) clearTimeout(focusTimer);
    focusTimer = null;
    const target = event.target instanceof Element ? event.target : null;
    const itemElement = target?.closest(`[${ANALYTICS_ATTR.item}]`);
    if (!target || !itemElement) return;
    const template = itemElement.closest(`[${ANALYTICS_ATTR.set}]`)?.getAttribute(ANALYTICS_ATTR.template) ?? '';
    focusTimer = setTimeout(() => {
      focusTimer = null;
      // Only an item that kept the focus for the whole delay counts.
      if (!itemElement.contains(doc.activeElement)) return;
      const item = describeItem(target, doc);
      if (item)
        push([
          {
            name: itemEventName('focus', item.template),
            params: { item_id: item.itemId, source: item.source },
            ts: now(),
          },
        ]);
    }, focusDelayMs(template));
  }

  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            const events: AnalyticsEvent[] = [];
            for (const entry of entries) {
              // A banner's inactive slides sit on screen hidden; they count once they become the active one.
              if (!entry.isIntersecting || shown.has(entry.target) || entry.target.closest('[aria-hidden="true"]'))
                continue;
              shown.add(entry.target);
              observer?.unobserve(entry.target);
              const item = describeItem(entry.target, doc);
              if (item)
                events.push({
                  name: itemEventName('show', item.template),
                  params: { item_id: item.itemId, source: item.source },
                  ts: now(),
                });
            }
            push(events);
          },
          { threshold: SHOWN_RATIO },
        );

  function observeWithin(node: Node) {
    if (!observer || !(node instanceof Element)) return;
    if (node.matches(`[${ANALYTICS_ATTR.item}]`)) observer.observe(node);
    node.querySelectorAll(`[${ANALYTICS_ATTR.item}]`).forEach((item) => observer.observe(item));
  }

  const mutations =
    typeof MutationObserver === 'undefined'
      ? null
      : new MutationObserver((records) => {
          for (const record of records) {
            record.addedNodes.forEach(observeWithin);
            // Observing again makes the observer report the item's current visibility once more.
            if (record.type === 'attributes' && observer && record.target instanceof Element) {
              record.target.querySelectorAll(`[${ANALYTICS_ATTR.item}]`).forEach((item) => {
                if (shown.has(item)) return;
                observer.unobserve(item);
                observer.observe(item);
              });
            }
          }
        });

  function onHide() {
    if (doc.visibilityState === 'hidden') flush();
  }

  doc.addEventListener('click', onClick, true);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('visibilitychange', onHide);
  observeWithin(doc.body);
  mutations?.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });

  return {
    pageView(path, referrer) {
      push([{ name: 'page_view', params: { path, referrer }, ts: now() }]);
    },
    click(target, ts) {
      push(clickEvents(target, doc, ts));
    },
    stop() {
      doc.removeEventListener('click', onClick, true);
      doc.removeEventListener('focusin', onFocusIn);
      doc.removeEventListener('visibilitychange', onHide);
      observer?.disconnect();
      mutations?.disconnect();
      if (focusTimer) clearTimeout(focusTimer);
      if (flushTimer) clearTimeout(flushTimer);
      flush();
    },
  };
}
