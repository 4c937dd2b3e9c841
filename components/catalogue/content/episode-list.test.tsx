import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import { renderWithIntl } from '@/tests/support/intl';
import type { ContentSummary, Season } from '@/lib/api/types/catalogue';
import { EPISODE_REFRESH_THROTTLE_MS } from '@/lib/rules/content-rules';
import kk from '@/messages/kk.json';
import { EpisodeList } from './episode-list';

const openMessage = jest.fn();
jest.mock('@/lib/modals', () => ({ openMessage: (props: unknown) => openMessage(props) }));
const getEpisodes = jest.fn();
jest.mock('@/lib/catalogue/browser-catalogue-api', () => ({
  loadCatalogueApi: async () => ({ catalogue: { getEpisodes: (...args: unknown[]) => getEpisodes(...args) }, api: {} }),
}));

const episode = (id: number, number: number, isAnnouncement = false) =>
  ({ id, slug: `ep-${id}`, title: `Ep ${number}`, episode: number, isAnnouncement, images: [], cover: { src2x3: null, src16x9: null } }) as unknown as ContentSummary;

const season = (number: number, count: number, announceLast = false): Season => ({
  season: number,
  episodes: Array.from({ length: count }, (_, index) => episode(number * 100 + index, index + 1, announceLast && index === count - 1)),
});

describe('EpisodeList', () => {
  it('shows 25 episodes, then all of them on request', () => {
    renderWithIntl(<EpisodeList contentId={1} seasons={[season(1, 30)]} currentId={0} currentSeason={null} />);
    expect(screen.getAllByTestId('episode')).toHaveLength(25);
    fireEvent.click(screen.getByRole('button', { name: /Show all 30/ }));
    expect(screen.getAllByTestId('episode')).toHaveLength(30);
  });

  it('switches seasons with tabs named by number and opens the season of the current episode', () => {
    renderWithIntl(<EpisodeList contentId={1} seasons={[season(1, 3), season(2, 4)]} currentId={201} currentSeason={2} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Season 1', 'Season 2']);
    expect(screen.getByRole('tab', { name: 'Season 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Season 2' })).toBeInTheDocument();
    expect(screen.getAllByTestId('episode')).toHaveLength(4);
    fireEvent.click(screen.getByRole('tab', { name: 'Season 1' }));
    expect(screen.getAllByTestId('episode')).toHaveLength(3);
  });

  it("opens a season page's season", () => {
    renderWithIntl(<EpisodeList contentId={1000} seasons={[season(1, 3), season(2, 4), season(3, 2)]} currentId={1000} currentSeason={3} />);
    expect(screen.getByRole('tab', { name: 'Season 3' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names a group of episodes the operator gave no season "Episodes"', () => {
    renderWithIntl(<EpisodeList contentId={1} seasons={[season(1, 1), { season: null, episodes: [episode(900, 1)] }]} currentId={0} currentSeason={null} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Season 1', 'Episodes']);
  });

  it('names the season tabs in the viewer language', () => {
    render(
      <NextIntlClientProvider locale="kk" messages={kk} timeZone="Asia/Almaty">
        <EpisodeList contentId={1} seasons={[season(1, 1), season(2, 1)]} currentId={0} currentSeason={null} />
      </NextIntlClientProvider>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['1-маусым', '2-маусым']);
  });

  it('warns instead of playing an announced episode', () => {
    renderWithIntl(<EpisodeList contentId={1} seasons={[season(1, 2, true)]} currentId={0} currentSeason={null} />);
    expect(screen.getByRole('link', { name: /Ep 1/ })).toHaveAttribute('href', '/en/watch/ep-100');
    fireEvent.click(screen.getByRole('button', { name: /Ep 2/ }));
    expect(openMessage).toHaveBeenCalledWith(expect.objectContaining({ text: expect.stringContaining('announcement') }));
  });

  describe('refresh', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      getEpisodes.mockReset();
    });
    afterEach(() => jest.useRealTimers());

    const returnToPage = async () => {
      await act(async () => {
        window.dispatchEvent(new Event('focus'));
        await jest.advanceTimersByTimeAsync(0);
      });
    };

    it('refreshes the episodes when the viewer comes back, at most once in 10 s', async () => {
      getEpisodes.mockResolvedValue([season(1, 3)]);
      renderWithIntl(
        <SWRConfig value={{ provider: () => new Map() }}>
          <EpisodeList contentId={7} seasons={[season(1, 2)]} currentId={0} currentSeason={null} />
        </SWRConfig>,
      );
      // The server's list is fresh: nothing is fetched on arrival, nor on a return within 10 s.
      await returnToPage();
      expect(getEpisodes).not.toHaveBeenCalled();
      expect(screen.getAllByTestId('episode')).toHaveLength(2);

      await act(async () => {
        await jest.advanceTimersByTimeAsync(EPISODE_REFRESH_THROTTLE_MS + 1);
      });
      await returnToPage();
      expect(getEpisodes).toHaveBeenCalledTimes(1);
      expect(getEpisodes).toHaveBeenCalledWith({}, 7);
      expect(screen.getAllByTestId('episode')).toHaveLength(3);

      await act(async () => {
        await jest.advanceTimersByTimeAsync(EPISODE_REFRESH_THROTTLE_MS - 1000);
      });
      await returnToPage();
      expect(getEpisodes).toHaveBeenCalledTimes(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1001);
      });
      await returnToPage();
      expect(getEpisodes).toHaveBeenCalledTimes(2);
    });

    it('keeps the list shown when a refresh fails', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      getEpisodes.mockRejectedValue(new Error('offline'));
      renderWithIntl(
        <SWRConfig value={{ provider: () => new Map() }}>
          <EpisodeList contentId={7} seasons={[season(1, 2)]} currentId={0} currentSeason={null} />
        </SWRConfig>,
      );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(EPISODE_REFRESH_THROTTLE_MS + 1);
      });
      await returnToPage();
      expect(getEpisodes).toHaveBeenCalledTimes(1);
      expect(screen.getAllByTestId('episode')).toHaveLength(2);
      warn.mockRestore();
    });
  });
});
