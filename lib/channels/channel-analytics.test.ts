import {
  CHANNEL_EVENTS_FLUSH_MS,
  CHANNEL_FOCUS_DELAY_MS,
  createChannelAnalytics,
  tnsPixelUrl,
  type ChannelEvent,
} from './channel-analytics';

describe('channel analytics', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000 }));
  afterEach(() => jest.useRealTimers());

  function setup() {
    const sent: ChannelEvent[][] = [];
    const analytics = createChannelAnalytics((events) => {
      sent.push(events);
      return Promise.resolve();
    });
    return { sent, analytics };
  }

  it('reports play, back and toggle_fullscreen of the channel player by the spec names', () => {
    const { sent, analytics } = setup();
    analytics.action('play', 4);
    analytics.action('toggle_fullscreen', 4);
    analytics.action('back', 4);
    jest.advanceTimersByTime(CHANNEL_EVENTS_FLUSH_MS);
    expect(sent).toEqual([
      [
        { name: 'play', params: { channel_id: 4 }, ts: 1_000 },
        { name: 'toggle_fullscreen', params: { channel_id: 4 }, ts: 1_000 },
        { name: 'back', params: { channel_id: 4 }, ts: 1_000 },
      ],
    ]);
  });

  it('names item events {action}_channel with the source {setIndex}x{itemIndex}_{setId}, in one batch', () => {
    const { sent, analytics } = setup();
    analytics.show(4, 2, '2');
    analytics.click(4, 2, '2');
    analytics.open(4);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(CHANNEL_EVENTS_FLUSH_MS);
    expect(sent).toEqual([
      [
        { name: 'show_channel', params: { item_id: 4, source: '0x2_2' }, ts: 1_000 },
        { name: 'click_channel', params: { item_id: 4, source: '0x2_2' }, ts: 1_000 },
        { name: 'open_channel', params: { channel_id: 4 }, ts: 1_000 },
      ],
    ]);
  });

  it('counts a focus only after 100 ms on the same channel', () => {
    const { sent, analytics } = setup();
    analytics.focus(4, 0, '2');
    jest.advanceTimersByTime(CHANNEL_FOCUS_DELAY_MS - 1);
    analytics.focus(8, 1, '2');
    jest.advanceTimersByTime(CHANNEL_FOCUS_DELAY_MS - 1);
    analytics.blur();
    analytics.focus(9, 2, '2');
    jest.advanceTimersByTime(CHANNEL_FOCUS_DELAY_MS);
    analytics.flush();
    expect(sent.flat().map((event) => [event.name, event.params.item_id])).toEqual([['focus_channel', 9]]);
  });

  it('builds the TNS counter pixel from the tracker’s parameters and ignores other trackers', () => {
    const url = tnsPixelUrl({
      trackerType: 'tns',
      params: { CatID: '12', VcID: '4', VcVersion: '1', Account: 'demo', Tmsec: 'tumar-live' },
    });
    expect(url).toBe('/api/v2/metrics/pixel.gif?name=tns&CatID=12&VcID=4&VcVersion=1&Account=demo&Tmsec=tumar-live');
    expect(tnsPixelUrl({ trackerType: 'other', params: {} })).toBeNull();
  });
});
