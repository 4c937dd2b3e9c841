import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { Channel, ChannelCategory } from '@/lib/api/types/channels';
import en from '@/messages/en.json';
import { channelAnalytics } from '@/lib/channels/use-channel-analytics';
import { ChannelSidebar, type ChannelSidebarProps } from './channel-sidebar';
import { stubMatchMediaNoMatch } from '@/tests/support/match-media';

const post = jest.fn().mockResolvedValue({});
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({ post }) }));

function channel(id: number, name: string, isPurchased: boolean): Channel {
  return {
    id,
    slug: `c-${id}`,
    name,
    age: 0,
    isPurchased,
    streamTypes: ['hls'],
    vitrinaUrl: null,
    isAdult: false,
    cover: { src: `/logo/${id}.svg`, bg: '', colorBg: '#000', lightBg: '', darkBg: '' },
    currentSchedule: null,
    currentSchedules: [],
  } as unknown as Channel;
}

const categories = [
  { id: 2, slug: 'all', name: 'All channels', channelIds: [1, 2] },
  { id: 4, slug: 'sport', name: 'Sport', channelIds: [2] },
] as ChannelCategory[];

function props(overrides: Partial<ChannelSidebarProps> = {}): ChannelSidebarProps {
  return {
    channels: [channel(1, 'Samal', true), channel(2, 'Tumar', false)],
    recent: [],
    recentPending: false,
    categories,
    category: categories[0],
    activeId: 1,
    isChildProfile: false,
    showCategories: true,
    query: '',
    onQuery: jest.fn(),
    hrefOf: (item) => `/channels/all/${item.slug}`,
    onSelect: jest.fn(),
    narrow: false,
    known: true,
    grid: false,
    viewHref: (view) => (view === 'grid' ? '/channels?view=grid' : '/channels'),
    ...overrides,
  };
}

describe('ChannelSidebar', () => {
  beforeAll(stubMatchMediaNoMatch);

  it('marks channels that are not purchased with a lock and opens a channel in place', () => {
    const onSelect = jest.fn();
    renderWithIntl(<ChannelSidebar {...props({ onSelect })} />);
    const list = screen.getByRole('list', { name: en.channels.listLabel });
    const tumar = screen.getByText('Tumar').closest('a')!;
    expect(tumar).toHaveAttribute('href', '/en/channels/all/c-2');
    expect(tumar.querySelector('[data-testid="lock"]')).not.toBeNull();
    expect(screen.getByText('Samal').closest('a')!.querySelector('[data-testid="lock"]')).toBeNull();
    expect(screen.getByText('Samal').closest('a')).toHaveAttribute('aria-current', 'page');
    fireEvent.click(tumar);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    expect(list).toBeInTheDocument();
  });

  it('offers the category dropdown only with two categories and never to a child profile', () => {
    const { rerender } = renderWithIntl(<ChannelSidebar {...props()} />);
    expect(screen.getByRole('combobox', { name: en.channels.categoryLabel })).toBeInTheDocument();
    rerender(<ChannelSidebar {...props({ isChildProfile: true })} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    rerender(<ChannelSidebar {...props({ categories: [categories[0]] })} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says so when a search finds nothing', () => {
    renderWithIntl(<ChannelSidebar {...props({ channels: [], query: 'zzz' })} />);
    expect(screen.getByRole('status')).toHaveTextContent(en.channels.warning_no_search_results);
  });

  it('shows neither the list nor the category filter until the viewer’s profile is known', () => {
    const { rerender } = renderWithIntl(<ChannelSidebar {...props({ known: false })} />);
    expect(screen.queryByText('Samal')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    rerender(<ChannelSidebar {...props()} />);
    expect(screen.getByText('Samal')).toBeInTheDocument();
  });

  it('holds the recent block in one place while its channels are not known, and fills that same block', () => {
    const region = () => screen.queryByRole('region', { name: en.channels.recent });
    const { rerender } = renderWithIntl(<ChannelSidebar {...props({ known: false, recentPending: true })} />);
    // Shown by CSS only where the last page load found recent channels (lib/channels/recent-hint.ts).
    const held = region();
    expect(held).toHaveAttribute('aria-busy', 'true');
    expect(held!.className).toMatch(/recentHeld/);
    rerender(<ChannelSidebar {...props({ recent: [channel(2, 'Tumar', false)] })} />);
    expect(region()).toBe(held);
    expect(held!.className).not.toMatch(/recentHeld/);
    expect(held).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('link', { name: 'Tumar' })).toHaveAttribute('href', '/en/channels/all/c-2');
    rerender(<ChannelSidebar {...props()} />);
    expect(region()).toBeNull();
  });

  it('moves one tab stop through the list with the arrow keys', () => {
    const channels = [channel(1, 'Samal', true), channel(2, 'Tumar', false), channel(3, 'Aral', true)];
    renderWithIntl(<ChannelSidebar {...props({ channels, activeId: 2 })} />);
    const card = (name: string) => screen.getByText(name).closest('a')!;
    expect(card('Tumar')).toHaveAttribute('tabindex', '0');
    expect(card('Samal')).toHaveAttribute('tabindex', '-1');
    card('Tumar').focus();
    fireEvent.keyDown(card('Tumar'), { key: 'ArrowDown' });
    expect(card('Aral')).toHaveFocus();
    expect(card('Aral')).toHaveAttribute('tabindex', '0');
    expect(card('Tumar')).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(card('Aral'), { key: 'Home' });
    expect(card('Samal')).toHaveFocus();
  });

  it('offers the list and the TV guide views and keeps only the tools in the guide', () => {
    const { rerender } = renderWithIntl(<ChannelSidebar {...props()} />);
    const views = screen.getByRole('navigation', { name: en.channels.viewLabel });
    expect(screen.getByRole('link', { name: en.channels.viewList })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: en.channels.viewGrid })).toHaveAttribute('href', '/en/channels?view=grid');
    expect(views).toBeInTheDocument();
    rerender(<ChannelSidebar {...props({ grid: true })} />);
    expect(screen.getByRole('link', { name: en.channels.viewGrid })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Samal')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
  });

  it('reports click_channel and, after 100 ms of focus, focus_channel with the list source', () => {
    // Earlier tests focused cards: start from an empty batch.
    channelAnalytics('en').flush();
    jest.useFakeTimers();
    post.mockClear();
    renderWithIntl(<ChannelSidebar {...props()} />);
    const tumar = screen.getByText('Tumar').closest('a')!;
    fireEvent.focusIn(tumar);
    jest.advanceTimersByTime(100);
    fireEvent.click(tumar);
    jest.advanceTimersByTime(1000);
    const events = post.mock.calls
      .filter(([path]) => path === '/v2/metrics/events')
      .flatMap(([, body]) => body as { name: string; params: Record<string, unknown> }[]);
    expect(events.map((event) => [event.name, event.params])).toEqual([
      ['focus_channel', { item_id: 2, source: '0x1_2' }],
      ['click_channel', { item_id: 2, source: '0x1_2' }],
    ]);
    jest.useRealTimers();
  });
});
