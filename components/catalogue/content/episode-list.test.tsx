import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/components/shell/testing/intl';
import type { ContentSummary, Season } from '@/lib/api/types/catalogue';
import { EpisodeList } from './episode-list';

const openMessage = jest.fn();
jest.mock('@/lib/modals', () => ({ openMessage: (props: unknown) => openMessage(props) }));

const episode = (id: number, number: number, isAnnouncement = false) =>
  ({ id, slug: `ep-${id}`, title: `Ep ${number}`, episode: number, isAnnouncement, images: [], cover: { src2x3: null, src16x9: null } }) as unknown as ContentSummary;

const season = (id: number, count: number, announceLast = false): Season => ({
  id,
  slug: `s-${id}`,
  title: `Season ${id}`,
  season: id,
  episodes: Array.from({ length: count }, (_, index) => episode(id * 100 + index, index + 1, announceLast && index === count - 1)),
});

describe('EpisodeList', () => {
  it('shows 25 episodes, then all of them on request', () => {
    renderWithIntl(<EpisodeList seasons={[season(1, 30)]} currentId={0} />);
    expect(screen.getAllByTestId('episode')).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: /Show all 30/ }));
    expect(screen.getAllByTestId('episode')).toHaveLength(30);
  });

  it('switches seasons with tabs and opens the season of the current episode', () => {
    renderWithIntl(<EpisodeList seasons={[season(1, 3), season(2, 4)]} currentId={201} />);
    expect(screen.getByRole('tab', { name: 'Season 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('episode')).toHaveLength(4);
    fireEvent.click(screen.getByRole('tab', { name: 'Season 1' }));
    expect(screen.getAllByTestId('episode')).toHaveLength(3);
  });

  it('warns instead of playing an announced episode', () => {
    renderWithIntl(<EpisodeList seasons={[season(1, 2, true)]} currentId={0} />);
    expect(screen.getByRole('link', { name: /Ep 1/ })).toHaveAttribute('href', '/watch/ep-100');
    fireEvent.click(screen.getByRole('button', { name: /Ep 2/ }));
    expect(openMessage).toHaveBeenCalledWith(expect.objectContaining({ text: expect.stringContaining('announcement') }));
  });
});
