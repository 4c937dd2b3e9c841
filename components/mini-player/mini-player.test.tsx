import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { PlayerController } from '@/player/core/controller';
import { createTestPlayer } from '@/player/core/testing/test-player';
import { closeDock, dockPlayback, getDocked, type DockAds } from '@/player/dock/dock-store';
import { MiniPlayer } from './mini-player';

const mockPush = jest.fn();
let mockUser = { id: 1, profile: { id: 2 } };
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));
jest.mock('@/lib/session/use-current-user', () => ({ useCurrentUser: () => ({ user: mockUser }) }));

const NO_ADS: DockAds = { breaksMs: [], firedMs: [], postPauseRoll: false };

/** A playing player docked from a page, as the page's player hands it over. */
async function dock(mode: 'live' | 'vod', ads: DockAds = NO_ADS) {
  const player = createTestPlayer();
  await player.load({ mode });
  player.media.paused = false;
  player.media.fire('playing');
  const media = document.createElement('video');
  const pause = jest.fn();
  media.pause = pause;
  dockPlayback({
    key: `${mode}:1`,
    href: mode === 'live' ? '/channels/all/dala-tv' : '/watch/1338',
    title: 'Evening news — Dala TV',
    controller: player.controller as unknown as PlayerController<HTMLMediaElement>,
    media,
    sourceKey: 'source',
    ads,
    restore: null,
  });
  const view = renderWithIntl(<MiniPlayer playback={getDocked()!} />);
  const rerender = () => view.rerender(<MiniPlayer playback={getDocked()!} />);
  return { ...player, video: media, pause, view, rerender };
}

afterEach(() => {
  closeDock();
  mockPush.mockReset();
  mockUser = { id: 1, profile: { id: 2 } };
});

describe('MiniPlayer', () => {
  it('offers sound on/off for live (which cannot pause), back to full view and close, as labelled buttons', async () => {
    await dock('live');
    expect(screen.getByRole('region', { name: 'Mini-player' })).toBeVisible();
    expect(screen.getByText('Evening news — Dala TV')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off the sound' }));
    expect(screen.getByRole('button', { name: 'Turn on the sound' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Back to full view' }));
    expect(mockPush).toHaveBeenCalledWith('/en/channels/all/dala-tv');
  });

  it('closes through the dock: the playback ends and the picture goes', async () => {
    const { video, media, controller } = await dock('vod');
    fireEvent.click(screen.getByRole('button', { name: 'Close the mini-player' }));
    expect(getDocked()).toBeNull();
    expect(video.isConnected).toBe(false);
    expect(() => controller.attach(media)).toThrow();
  });

  it('pauses and plays a title; a pause roll is owed to the full view, which the play button then leads to', async () => {
    const { controller, rerender } = await dock('vod', { ...NO_ADS, postPauseRoll: true });
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(controller.getState().paused).toBe(true);
    expect(getDocked()?.owedRoll).toBe('postpause');
    rerender();
    expect(screen.getByText('An ad is next: open the full view to go on')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to full view' })).toBeVisible();
  });

  it('stops at a mid-roll break instead of playing past it', async () => {
    const player = await dock('vod', { ...NO_ADS, breaksMs: [15_000] });
    act(() => {
      player.media.currentTime = 14;
      player.media.fire('timeupdate');
    });
    expect(player.pause).not.toHaveBeenCalled();
    act(() => {
      player.media.currentTime = 15.2;
      player.media.fire('timeupdate');
    });
    expect(player.pause).toHaveBeenCalled();
    expect(getDocked()?.owedRoll).toBe('midroll');
  });

  it('ends when another profile or viewer takes over: their checks were not the ones passed', async () => {
    const { rerender } = await dock('live');
    mockUser = { id: 1, profile: { id: 3 } };
    rerender();
    expect(getDocked()).toBeNull();
  });
});
