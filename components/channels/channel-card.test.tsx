import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { Channel, ScheduleItem } from '@/lib/api/types/channels';
import { cardAiring, ChannelCard } from './channel-card';

const BOUNDARY = 1_800_000_000;
const item = (id: number, startSec: number, title: string) =>
  ({ id, startSec, durationSec: 1_800, program: { title } }) as ScheduleItem;
const before = item(1, BOUNDARY - 1_800, 'Morning news');
const after = item(2, BOUNDARY, 'City talk');

function renderCard(overrides: Partial<Channel>, qualityLabel: string | null = null) {
  const channel = {
    id: 58,
    name: 'Almaty City',
    isPurchased: true,
    streamTypes: ['hls'],
    vitrinaUrl: null,
    cover: { src: '/logo.svg', colorBg: '#123456' },
    currentSchedule: after,
    currentSchedules: [before, after],
    ...overrides,
  } as unknown as Channel;
  return renderWithIntl(
    <ChannelCard
      {...cardAiring(channel, BOUNDARY + 120)}
      index={0}
      tabIndex={0}
      onFocusIndex={() => undefined}
      channel={channel}
      href="/channels/all/almaty-city"
      active={false}
      onSelect={() => undefined}
      onHover={() => undefined}
      lockedLabel="Not in your subscription"
      qualityLabel={qualityLabel}
      preview={null}
    />,
  );
}

describe('ChannelCard', () => {
  it('shows the programme airing by the clock, with its progress in whole percent', () => {
    const { container } = renderCard({});
    expect(screen.getByText('City talk')).toBeInTheDocument();
    // 120 s of 1800: 6.7 %.
    expect(container.querySelector<HTMLElement>('[aria-hidden="true"] > span')?.style.width).toBe('7%');
  });

  it('shows a vitrina channel 360 s behind: still the programme before the boundary', () => {
    const { container } = renderCard({ streamTypes: ['vitrina'], vitrinaUrl: 'http://platform.test/v.m3u8' });
    expect(screen.getByText('Morning news')).toBeInTheDocument();
    expect(screen.queryByText('City talk')).toBeNull();
    // 1560 s of 1800: 86.7 %.
    expect(container.querySelector<HTMLElement>('[aria-hidden="true"] > span')?.style.width).toBe('87%');
  });

  it('marks a channel that is not purchased with a drawn lock named for screen readers, not an emoji', () => {
    const { container } = renderCard({ isPurchased: false });
    const lock = screen.getByRole('img', { name: 'Not in your subscription' });
    expect(lock.tagName.toLowerCase()).toBe('svg');
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('shows the HD or 4K mark beside the name and the operator’s overlay icon over the logo', () => {
    renderCard({ overlayIcon: 'https://cdn.example/new.png' }, '4K');
    const card = screen.getByRole('link');
    expect(card).toHaveTextContent('Almaty City4K');
    expect(screen.getByTestId('channel-overlay-icon')).toHaveAttribute('src', 'https://cdn.example/new.png');
  });

  it('shows neither for a channel without them', () => {
    renderCard({ overlayIcon: null });
    expect(screen.getByRole('link')).not.toHaveTextContent(/HD|4K/);
    expect(screen.queryByTestId('channel-overlay-icon')).toBeNull();
  });
});
