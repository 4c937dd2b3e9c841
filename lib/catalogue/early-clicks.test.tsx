import type { AnalyticsEvent } from './analytics';
import { ANALYTICS_FLUSH_MS, startTracker } from './analytics-tracker';
import { keepEarlyClicks, takeEarlyClicks } from './early-clicks';

describe('clicks before the analytics tracker loads', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1000 }));
  afterEach(() => jest.useRealTimers());

  it('are reported once the tracker runs, with the time they happened, once each', () => {
    document.body.innerHTML = `
      <section data-an-set="12" data-an-template="content-h">
        <ul><li data-an-item="1"><a href="/contents/the-film-1">Film 1</a></li></ul>
      </section>`;
    keepEarlyClicks();
    document.querySelector('a')!.click();
    jest.setSystemTime(4000);

    const sent: AnalyticsEvent[][] = [];
    const tracker = startTracker(async (events) => void sent.push(events));
    for (const { target, ts } of takeEarlyClicks()) tracker.click(target, ts);
    document.querySelector('a')!.click();
    jest.advanceTimersByTime(ANALYTICS_FLUSH_MS);

    const clicks = sent.flat().filter((event) => event.name === 'click_content-h');
    expect(clicks.map((event) => [event.params.item_id, event.ts])).toEqual([
      ['1', 1000],
      ['1', 4000],
    ]);
    expect(sent.flat().filter((event) => event.name === 'open_content')).toHaveLength(2);
    tracker.stop();
    expect(takeEarlyClicks()).toEqual([]);
  });
});
