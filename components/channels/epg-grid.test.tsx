import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { Channel } from '@/lib/api/types/channels';
import { EPG_ROW_HEIGHT, epgTimeline } from '@/lib/channels/epg-layout';
import en from '@/messages/en.json';
import { EpgGrid } from './epg-grid';

const HOUR = 3600;
const NOW = Date.UTC(2026, 10, 21, 12, 10) / 1000;
const get = jest.fn();
const showAlert = jest.fn();
const navigateTo = jest.fn();
const preloadPlayer = jest.fn();

jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({ get }) }));
jest.mock('@/lib/alerts/alert-store', () => ({ showAlert: (key: string) => showAlert(key) }));
jest.mock('@/lib/channels/navigation', () => ({ navigateTo: (href: string) => navigateTo(href) }));
jest.mock('@/player/react/preload', () => ({ preloadPlayer: () => preloadPlayer() }));

const channels = Array.from(
  { length: 1000 },
  (_, index) =>
    ({
      id: index + 1,
      slug: `channel-${index + 1}`,
      name: `Channel ${index + 1}`,
      isPurchased: true,
      streamTypes: ['hls'],
      vitrinaUrl: null,
      archivedDays: 3,
      cover: { src: `/logo/${index + 1}.svg` },
    }) as unknown as Channel,
);

/** Every channel airs hour-long programmes on the hour; ids encode (channel, hour). */
function answer(path: string, options: { query: { channel_ids: string; start: number; end: number } }) {
  expect(path).toBe('/v2/channels/epg');
  const ids = options.query.channel_ids.split(',').map(Number);
  return Promise.resolve(
    ids.map((id) => {
      const items = [];
      for (let start = Math.floor(options.query.start / HOUR) * HOUR; start < options.query.end; start += HOUR) {
        items.push({
          id: id * 1_000_000 + start / HOUR,
          timestamp: start,
          duration: HOUR,
          title: `Show ${id} at ${new Date(start * 1000).getUTCHours()}`,
          age: 0,
          is_catchup_available: true,
        });
      }
      return { channel_id: id, items };
    }),
  );
}

const hrefOf = (channel: Channel, ts?: number | null) => `/channels/all/${channel.slug}${ts ? `?ts=${ts}` : ''}`;

// A thousand-channel grid renders slowly on a busy machine.
jest.setTimeout(20_000);

describe('EpgGrid', () => {
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 636 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1380 });
  });
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW * 1000, doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    get.mockReset().mockImplementation(answer);
    showAlert.mockReset();
    navigateTo.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  async function renderGrid() {
    renderWithIntl(<EpgGrid channels={channels} nowSec={NOW} hrefOf={hrefOf} />);
    await waitFor(() => expect(screen.getAllByRole('gridcell').length).toBeGreaterThan(0));
    return screen.getByRole('grid', { name: en.channels.gridLabel });
  }

  it('renders only the rows and hours in view of 1000 channels, with the now-line at now', async () => {
    const grid = await renderGrid();
    const rows = grid.querySelectorAll('[data-channel-row]');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(25);
    const cellsPerRow = grid.querySelector('[data-channel-row="1"]')!.querySelectorAll('[role="gridcell"]').length;
    expect(cellsPerRow).toBeGreaterThanOrEqual(4);
    expect(cellsPerRow).toBeLessThanOrEqual(8);
    // Only the pages of rows in view were asked for, not the whole line-up.
    const asked = new Set(get.mock.calls.flatMap((call) => call[1].query.channel_ids.split(',').map(Number)));
    expect(asked.size).toBeLessThanOrEqual(40);
    const timeline = epgTimeline(NOW);
    const nowLine = screen.getByTestId('epg-now');
    expect(parseFloat(nowLine.style.left)).toBeCloseTo(180 + ((NOW - timeline.originSec) / HOUR) * 300, 3);

    grid.scrollTop = 500 * EPG_ROW_HEIGHT;
    fireEvent.scroll(grid);
    // The grid lays out on the next real animation frame. waitFor's loop runs on the fake clock, and its 20 turns
    // could all pass before a real frame came on a busy machine: wait for that frame itself, which follows the grid's.
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    await waitFor(() => expect(grid.querySelector('[data-channel-row="505"]')).not.toBeNull());
    expect(grid.querySelector('[data-channel-row="2"]')).toBeNull();
    await waitFor(() => expect(grid.querySelector('[data-channel-row="505"] [role="gridcell"]')).not.toBeNull());
  });

  it('plays a past programme from its start, the live one live, and refuses a future one', async () => {
    await renderGrid();
    const live = screen.getByRole('gridcell', { name: /^Show 1 at 12,/ });
    expect(live).toHaveAttribute('data-state', 'live');
    fireEvent.click(live);
    expect(navigateTo).toHaveBeenLastCalledWith('/channels/all/channel-1');
    const past = screen.getByRole('gridcell', { name: /^Show 1 at 11,/ });
    fireEvent.click(past);
    expect(navigateTo).toHaveBeenLastCalledWith(`/channels/all/channel-1?ts=${past.dataset.start}`);
    fireEvent.click(screen.getByRole('gridcell', { name: /^Show 1 at 13,/ }));
    expect(showAlert).toHaveBeenCalledWith('channels.error_schedule_from_future');
  });

  it('marks a past programme as archive only where a click can play it: not on a channel the viewer has not bought', async () => {
    const notBought = channels.map((channel, index) => (index === 0 ? { ...channel, isPurchased: false } : channel));
    renderWithIntl(<EpgGrid channels={notBought} nowSec={NOW} hrefOf={hrefOf} />);
    await waitFor(() => expect(screen.getAllByRole('gridcell').length).toBeGreaterThan(0));
    const past = screen.getByRole('gridcell', { name: /^Show 1 at 11,/ });
    expect(past).toHaveAttribute('data-state', 'banned');
    fireEvent.click(past);
    expect(showAlert).toHaveBeenCalledWith('channels.error_schedule_copyright_banned');
    expect(screen.getByRole('gridcell', { name: /^Show 2 at 11,/ })).toHaveAttribute('data-state', 'archive');
  });

  it('moves its one tab stop with the arrow keys, keeping the time across channels', async () => {
    const grid = await renderGrid();
    const first = screen.getByRole('rowheader', { name: /Channel 1$/ });
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const live = screen.getByRole('gridcell', { name: /^Show 1 at 12,/ });
    expect(live).toHaveFocus();
    fireEvent.keyDown(live, { key: 'ArrowDown' });
    const below = screen.getByRole('gridcell', { name: /^Show 2 at 12,/ });
    expect(below).toHaveFocus();
    expect(below).toHaveAttribute('tabindex', '0');
    expect(live).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(below, { key: 'ArrowLeft' });
    expect(screen.getByRole('gridcell', { name: /^Show 2 at 11,/ })).toHaveFocus();
    fireEvent.keyDown(grid, { key: 'End' });
    await act(async () => undefined);
    expect(grid.querySelector('[data-channel-row="1000"]')).not.toBeNull();
    expect(document.activeElement?.closest('[data-channel-row]')).toHaveAttribute('data-channel-row', '1000');
  });

  it('goes from a channel to the programme airing now, not the one airing when the grid opened', async () => {
    const { rerender } = renderWithIntl(<EpgGrid channels={channels} nowSec={NOW} hrefOf={hrefOf} />);
    await waitFor(() => expect(screen.getAllByRole('gridcell').length).toBeGreaterThan(0));
    // An hour on the clock (the 12:00 programme has ended) before the viewer presses right.
    rerender(<EpgGrid channels={channels} nowSec={NOW + HOUR} hrefOf={hrefOf} />);
    const first = screen.getByRole('rowheader', { name: /Channel 1$/ });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const second = screen.getByRole('rowheader', { name: /Channel 2$/ });
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    const live = screen.getByRole('gridcell', { name: /^Show 2 at 13,/ });
    expect(live).toHaveFocus();
    expect(live).toHaveAttribute('data-state', 'live');
  });

  it('gives the programmes the width on narrow screens: the channel column keeps only the logo', async () => {
    renderWithIntl(<EpgGrid channels={channels} nowSec={NOW} hrefOf={hrefOf} narrow />);
    await waitFor(() => expect(screen.getAllByRole('gridcell').length).toBeGreaterThan(0));
    const cell = screen.getByRole('rowheader', { name: /Channel 1$/ });
    expect(cell.style.width).toBe('60px');
    const timeline = epgTimeline(NOW, 60);
    expect(parseFloat(screen.getByTestId('epg-now').style.left)).toBeCloseTo(
      60 + ((NOW - timeline.originSec) / HOUR) * 300,
      3,
    );
  });

  it('reads a vitrina channel on its own clock, 360 s behind the now-line, and marks where it stands', async () => {
    // 12:03 by the wall clock: 11:57 on the vitrina channel's picture, still the 11 o'clock programme.
    const wallSec = Date.UTC(2026, 10, 21, 12, 3) / 1000;
    jest.setSystemTime(wallSec * 1000);
    const vitrina = { ...channels[0], streamTypes: ['vitrina'], vitrinaUrl: 'http://platform.test/v.m3u8' } as Channel;
    renderWithIntl(<EpgGrid channels={[vitrina, ...channels.slice(1, 20)]} nowSec={wallSec} hrefOf={hrefOf} />);
    await waitFor(() => expect(screen.getAllByRole('gridcell').length).toBeGreaterThan(0));
    expect(screen.getByRole('gridcell', { name: /^Show 1 at 11,/ })).toHaveAttribute('data-state', 'live');
    expect(screen.getByRole('gridcell', { name: /^Show 1 at 12,/ })).toHaveAttribute('data-state', 'future');
    expect(screen.getByRole('gridcell', { name: /^Show 2 at 12,/ })).toHaveAttribute('data-state', 'live');
    const marks = screen.getAllByTestId('epg-row-now');
    expect(marks).toHaveLength(1);
    expect(marks[0].closest('[data-channel-row]')).toHaveAttribute('data-channel-row', '1');
    const timeline = epgTimeline(wallSec);
    expect(marks[0].style.transform).toBe(`translateX(${180 + ((wallSec - 360 - timeline.originSec) / HOUR) * 300}px)`);
    fireEvent.click(screen.getByRole('gridcell', { name: /^Show 1 at 11,/ }));
    expect(navigateTo).toHaveBeenLastCalledWith('/channels/all/channel-1');
    fireEvent.click(screen.getByRole('gridcell', { name: /^Show 1 at 12,/ }));
    expect(showAlert).toHaveBeenCalledWith('channels.error_schedule_from_future');
  });
});
