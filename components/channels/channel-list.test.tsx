import { act } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { Channel, ScheduleItem } from '@/lib/api/types/channels';
import { RenderTimeContext } from '@/lib/channels/use-now';
import { ChannelList } from './channel-list';

/** Each card draws its overlay icon once per render of the card: the count is how often the card was drawn. */
const drawn = new Map<number, number>();
jest.mock('./channel-marks', () => ({
  OverlayIcon: ({ channel }: { channel: Channel }) => {
    drawn.set(channel.id, (drawn.get(channel.id) ?? 0) + 1);
    return null;
  },
  QualityBadge: () => null,
}));
jest.mock('@/lib/channels/use-channel-analytics', () => ({ useChannelListAnalytics: () => undefined }));

const NOW_SEC = 1_800_000_000;

function channel(id: number, programme: ScheduleItem): Channel {
  return {
    id,
    slug: `c-${id}`,
    name: `Channel ${id}`,
    isPurchased: true,
    streamTypes: ['hls'],
    vitrinaUrl: null,
    cover: { src: `/logo/${id}.svg`, colorBg: '#000' },
    currentSchedule: programme,
    currentSchedules: [programme],
  } as unknown as Channel;
}

const item = (startSec: number, durationSec: number) =>
  ({ id: startSec, startSec, durationSec, program: { title: `From ${startSec}` } }) as ScheduleItem;

describe('ChannelList', () => {
  beforeAll(() => {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => jest.useRealTimers());

  it('draws again on a clock tick only the cards whose programme or progress bar it moved', async () => {
    jest.useFakeTimers({ now: NOW_SEC * 1000 });
    // Two hours long: 7 s are a tenth of a percent. Ten minutes long: 7 s are more than one percent.
    const slow = channel(1, item(NOW_SEC - 3_000, 7_200));
    const fast = channel(2, item(NOW_SEC - 300, 600));
    const { container } = renderWithIntl(
      <RenderTimeContext.Provider value={NOW_SEC}>
        <ChannelList
          channels={[slow, fast]}
          activeId={null}
          hrefOf={(target) => `/channels/all/${target.slug}`}
          onSelect={() => undefined}
          narrow
          child={false}
          setId="2"
        />
      </RenderTimeContext.Provider>,
    );
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    drawn.clear();
    await act(async () => {
      jest.advanceTimersByTime(7_000);
    });
    expect(drawn.get(1)).toBeUndefined();
    expect(drawn.get(2)).toBe(1);
    const bars = [...container.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span')].map((bar) => bar.style.width);
    expect(bars).toEqual(['42%', '51%']);
  });
});
