import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { Channel, ScheduleItem } from '@/lib/api/types/channels';
import { RenderTimeContext } from '@/lib/channels/use-now';
import { ChannelList } from './channel-list';
import { stubMatchMediaNoMatch } from '@/tests/support/match-media';

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

function list(channels: Channel[], onSelect: (channel: Channel) => void = () => undefined) {
  return (
    <RenderTimeContext.Provider value={NOW_SEC}>
      <ChannelList
        channels={channels}
        activeId={null}
        hrefOf={(target) => `/channels/all/${target.slug}`}
        onSelect={onSelect}
        narrow
        child={false}
        setId="2"
      />
    </RenderTimeContext.Provider>
  );
}

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
  beforeAll(stubMatchMediaNoMatch);
  afterEach(() => jest.useRealTimers());

  it('draws again on a clock tick only the cards whose programme or progress bar it moved', async () => {
    jest.useFakeTimers({ now: NOW_SEC * 1000 });
    // Two hours long: 7 s are a tenth of a percent. Ten minutes long: 7 s are more than one percent.
    const slow = channel(1, item(NOW_SEC - 3_000, 7_200));
    const fast = channel(2, item(NOW_SEC - 300, 600));
    const { container } = renderWithIntl(list([slow, fast]));
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

  it('does not draw the cards again when the viewer’s own list brings new objects of the same channels', () => {
    const programme = item(NOW_SEC - 3_000, 7_200);
    const snapshot = [channel(1, programme), channel(2, programme)];
    const onSelect = jest.fn();
    const { rerender } = renderWithIntl(list(snapshot, onSelect));
    drawn.clear();
    // Fuller objects: the programme's texts and the channel's trackers, which the page's snapshot leaves out.
    const full = snapshot.map((shown) => ({
      ...shown,
      trackers: [{ trackerType: 'tns', params: {} }],
      currentSchedules: [{ ...programme, program: { ...programme.program, description: 'About it' } }],
    })) as Channel[];
    rerender(list(full, onSelect));
    expect(drawn.size).toBe(0);
    // A card acts on the list's current object of its channel, not the older one it was drawn with.
    fireEvent.click(screen.getByText('Channel 2'));
    expect(onSelect).toHaveBeenCalledWith(full[1]);
    // A change the card shows draws that card.
    rerender(list([full[0], { ...full[1], isPurchased: false }], onSelect));
    expect([...drawn.keys()]).toEqual([2]);
  });
});
