import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { ScheduleItem } from '@/lib/api/types/channels';
import en from '@/messages/en.json';
import { ProgrammeExtras } from './programme-extras';

const NOW = 2_000_000_000;
const DAY = 86_400;
const get = jest.fn();
const showAlert = jest.fn();

jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({ get }) }));
jest.mock('@/lib/alerts/alert-store', () => ({ showAlert: (key: string) => showAlert(key) }));

const raw = (id: number, offset: number, series: number) => ({
  id,
  parent_id: null,
  channel_id: 9,
  content_id: null,
  timestamp: NOW + offset,
  real_timestamp: NOW + offset,
  duration: 1800,
  real_duration: 1800,
  date: '2033-05-18',
  formatted_time: '10:00',
  current: false,
  image_src: '',
  is_catchup_available: true,
  program: {
    title: 'Saga',
    age: 12,
    motion_rating: '12+',
    year: 2020,
    genres: [],
    countries: [],
    persons: [],
    category: { id: 2, name: 'Series' },
    content_type: 'episode',
    ratings: [],
    description: '',
  },
  episode: { season: 1, series, title: `Episode ${series}`, subtitle: '', description: '' },
});

const item = (id: number, offset: number, title: string, episode: number | null = null) =>
  ({
    id,
    startSec: NOW + offset,
    durationSec: 1800,
    isCatchupAvailable: true,
    program: { title },
    episode: episode ? { season: 1, series: episode, title: `Episode ${episode}` } : null,
  }) as ScheduleItem;

describe('ProgrammeExtras', () => {
  it('lists the series’ episodes, plays an aired one and warns about an announced one', async () => {
    get.mockResolvedValue([raw(1, -DAY, 1), raw(2, -60, 2), raw(3, DAY, 3)]);
    const onSelect = jest.fn();
    renderWithIntl(
      <ProgrammeExtras programme={item(2, -60, 'Saga', 2)} schedule={[]} nowSec={NOW} onSelect={onSelect} />,
    );
    const episodes = await screen.findByRole('region', { name: en.channels.episodesTitle });
    expect(get).toHaveBeenCalledWith('/v2/programs/2/schedule', expect.anything());
    await waitFor(() => expect(episodes.querySelectorAll('button')).toHaveLength(3));
    fireEvent.click(screen.getByText('Episode 1'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    fireEvent.click(screen.getByText('Episode 3'));
    expect(showAlert).toHaveBeenCalledWith('channels.warning_episode_announcement');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('lists the channel’s other programmes once each, without the one shown, and plays them by the schedule rules', () => {
    get.mockReset();
    const onSelect = jest.fn();
    const shown = item(10, -60, 'News');
    renderWithIntl(
      <ProgrammeExtras
        programme={shown}
        schedule={[item(9, -3600, 'Film'), shown, item(11, 1800, 'Quiz'), item(12, 5400, 'Quiz')]}
        nowSec={NOW}
        onSelect={onSelect}
      />,
    );
    expect(get).not.toHaveBeenCalled();
    const others = screen.getByRole('region', { name: en.channels.otherProgrammesTitle });
    expect([...others.querySelectorAll('button')].map((button) => button.textContent?.slice(0, 4))).toEqual([
      'Film',
      'Quiz',
    ]);
    fireEvent.click(screen.getByText('Quiz'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
  });
});
