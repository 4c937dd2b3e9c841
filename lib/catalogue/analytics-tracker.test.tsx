import { CATALOGUE_FOCUS_DELAY_MS, clickEvents, itemSource, type AnalyticsEvent } from './analytics';
import { CHANNEL_FOCUS_DELAY_MS } from '@/lib/channels/channel-analytics';
import { ANALYTICS_FLUSH_MS, sendCatalogueEvents, startTracker } from './analytics-tracker';
import type { ApiClient } from '@/lib/api/client';

const PAGE = `
  <section data-an-set="5" data-an-template="promo-bg"><div data-an-item="9"><a href="/packets/demo_3">Promo</a></div></section>
  <section data-an-set="12" data-an-template="content-h">
    <a href="/row/new" data-an-action="see_all">All</a>
    <ul>
      <li data-an-item="1"><a href="/contents/the-film-1">Film 1</a></li>
      <li data-an-item="2"><a href="/contents/the-film-2">Film 2</a></li>
    </ul>
  </section>
  <a href="/watch/3" data-an-action="play" data-an-id="3">Watch</a>`;

function setUp() {
  document.body.innerHTML = PAGE;
  const sent: AnalyticsEvent[][] = [];
  const tracker = startTracker(
    async (events) => void sent.push(events),
    document,
    () => 1000,
  );
  return { sent, tracker, names: () => sent.flat().map((event) => event.name) };
}

describe('catalogue analytics', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a batch to the metrics sink, and inside the Android web view to its logEvent too', async () => {
    const post = jest.fn(() => Promise.resolve({ accepted: 1 }));
    const events = [{ name: 'click_content-h', params: { item_id: '1', source: '1x0_12' }, ts: 5 }];
    await sendCatalogueEvents({ post } as unknown as ApiClient, events);
    expect(post).toHaveBeenCalledWith('/v2/metrics/events', events);
    const logEvent = jest.fn();
    Object.assign(window, { Android: { logEvent } });
    await sendCatalogueEvents({ post } as unknown as ApiClient, events);
    expect(logEvent).toHaveBeenCalledWith('click_content-h', JSON.stringify({ item_id: '1', source: '1x0_12' }));
    delete (window as { Android?: unknown }).Android;
  });

  it('writes the source as {setIndex}x{itemIndex}_{setId}', () => {
    expect(itemSource(1, 0, '12')).toBe('1x0_12');
  });

  it('reports a click on a row item as click_{template} with its id and source, and opening a title as open_content', () => {
    document.body.innerHTML = PAGE;
    const events = clickEvents(document.querySelector('a[href="/contents/the-film-2"]')!, document, 5);
    expect(events).toEqual([
      { name: 'click_content-h', params: { item_id: '2', source: '1x1_12' }, ts: 5 },
      { name: 'open_content', params: { content_id: 2, source: '1x1_12' }, ts: 5 },
    ]);
  });

  it('reports a packet destination as packet_info, and see_all and play controls by name', () => {
    document.body.innerHTML = PAGE;
    expect(
      clickEvents(document.querySelector('a[href="/packets/demo_3"]')!, document, 5).map((event) => [
        event.name,
        event.params,
      ]),
    ).toEqual([
      ['click_promo-bg', { item_id: '9', source: '0x0_5' }],
      ['packet_info', { packet_id: 3, source: '0x0_5' }],
    ]);
    expect(clickEvents(document.querySelector('[data-an-action="see_all"]')!, document, 5)).toEqual([
      { name: 'see_all', params: { id: null, set_id: '12' }, ts: 5 },
    ]);
    expect(clickEvents(document.querySelector('[data-an-action="play"]')!, document, 5)[0]).toMatchObject({
      name: 'play',
      params: { id: '3' },
    });
  });

  it('sends clicks and page views together after the flush delay', async () => {
    const { sent, tracker, names } = setUp();
    tracker.pageView('/', null);
    document
      .querySelector<HTMLAnchorElement>('a[href="/contents/the-film-1"]')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(ANALYTICS_FLUSH_MS);
    expect(sent).toHaveLength(1);
    expect(names()).toEqual(['page_view', 'click_content-h', 'open_content']);
    expect(sent[0][0].params).toEqual({ path: '/', referrer: null });
    tracker.stop();
  });

  it('reports focus on a channel item after the channels\' 100 ms', () => {
    const { tracker, sent, names } = setUp();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<section data-an-set="7" data-an-template="channel"><ul><li data-an-item="29"><a href="/channels/all/serial-tv">Serial TV</a></li></ul></section>',
    );
    document.querySelector<HTMLAnchorElement>('a[href="/channels/all/serial-tv"]')!.focus();
    jest.advanceTimersByTime(CHANNEL_FOCUS_DELAY_MS);
    // Moving on to a control outside the rows right after the delay cancels nothing already counted.
    document.querySelector<HTMLAnchorElement>('a[data-an-action="play"]')!.focus();
    jest.advanceTimersByTime(ANALYTICS_FLUSH_MS);
    expect(names()).toEqual(['focus_channel']);
    expect(sent[0][0].params).toEqual({ item_id: '29', source: '2x0_7' });
    tracker.stop();
  });

  it('reports focus only after the item kept it for 500 ms', () => {
    const { tracker, names } = setUp();
    const first = document.querySelector<HTMLAnchorElement>('a[href="/contents/the-film-1"]')!;
    const second = document.querySelector<HTMLAnchorElement>('a[href="/contents/the-film-2"]')!;
    first.focus();
    jest.advanceTimersByTime(CATALOGUE_FOCUS_DELAY_MS - 100);
    second.focus();
    jest.advanceTimersByTime(CATALOGUE_FOCUS_DELAY_MS);
    jest.advanceTimersByTime(ANALYTICS_FLUSH_MS);
    expect(names()).toEqual(['focus_content-h']);
    tracker.stop();
  });

  it('reports each item shown on screen once, not the hidden slides of a banner', () => {
    let callback: IntersectionObserverCallback = () => undefined;
    const observed: Element[] = [];
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    }
    Object.assign(globalThis, { IntersectionObserver: FakeObserver });
    const { sent, tracker } = setUp();
    document.querySelector('[data-an-item="9"]')!.setAttribute('aria-hidden', 'true');
    const entry = (target: Element) => ({ target, isIntersecting: true }) as IntersectionObserverEntry;
    callback(observed.map(entry), {} as IntersectionObserver);
    callback(observed.map(entry), {} as IntersectionObserver);
    jest.advanceTimersByTime(ANALYTICS_FLUSH_MS);
    expect(sent.flat().map((event) => [event.name, event.params.source])).toEqual([
      ['show_content-h', '1x0_12'],
      ['show_content-h', '1x1_12'],
    ]);
    tracker.stop();
    Object.assign(globalThis, { IntersectionObserver: undefined });
  });
});
