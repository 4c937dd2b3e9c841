/**
 * Clicks that come before the catalogue's analytics tracker has loaded. The tracker loads once the page is idle
 * (components/shell/after-idle.tsx), so a quick first click on a card was never reported (catalogue-vod-billing.md
 * section 7: every item click). Keeping starts when the shell hydrates; the tracker takes what was kept, each click
 * with its own time, and keeping ends there for the rest of the visit.
 */
export interface EarlyClick {
  target: Element;
  ts: number;
}

let kept: EarlyClick[] = [];
/** Keeping starts once per visit: after the tracker took the clicks, its own listener counts them. */
let started = false;

function keep(event: MouseEvent): void {
  if (event.target instanceof Element) kept.push({ target: event.target, ts: Date.now() });
}

export function keepEarlyClicks(doc: Document = document): void {
  if (started) return;
  started = true;
  doc.addEventListener('click', keep, true);
}

/** The clicks kept so far, once: from now on the tracker's own listener counts them. */
export function takeEarlyClicks(doc: Document = document): EarlyClick[] {
  doc.removeEventListener('click', keep, true);
  started = true;
  const taken = kept;
  kept = [];
  return taken;
}
