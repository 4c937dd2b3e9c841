import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { ScheduleItem } from '@/lib/api/types/channels';
import en from '@/messages/en.json';
import { SchedulePanel } from './schedule-panel';

const NOW = 1_000_000;

function item(id: number, offsetSec: number, title: string, date = '2026-11-21', catchup = true): ScheduleItem {
  return {
    id,
    startSec: NOW + offsetSec,
    durationSec: 3_600,
    date,
    formattedTime: `${id}:00`,
    isCatchupAvailable: catchup,
    program: { title },
  } as ScheduleItem;
}

const items = [
  item(1, -4 * 3_600, 'Too early', '2026-11-21'),
  item(2, -3 * 3_600, 'Banned past', '2026-11-21', false),
  item(3, -2 * 3_600, 'Archive past'),
  item(4, -1_800, 'On air'),
  item(5, 1_800, 'Later'),
  item(6, 90_000, 'Tomorrow show', '2026-11-22'),
];

describe('SchedulePanel', () => {
  it('shows the loading text and, after the retries, warning_no_program', () => {
    const { rerender } = renderWithIntl(
      <SchedulePanel state={{ status: 'loading', items: [] }} nowSec={NOW} playingId={null} onSelect={() => {}} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(en.channels.status_loading);
    rerender(
      <SchedulePanel state={{ status: 'failed', items: [] }} nowSec={NOW} playingId={null} onSelect={() => {}} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(en.channels.warning_no_program);
  });

  it('starts today two entries before the one on air and marks each entry', () => {
    renderWithIntl(<SchedulePanel state={{ status: 'ready', items }} nowSec={NOW} playingId={4} onSelect={() => {}} />);
    expect(screen.queryByText('Too early')).not.toBeInTheDocument();
    expect(screen.getByText('Banned past').closest('button')).toHaveAttribute('data-state', 'banned');
    expect(screen.getByText('Archive past').closest('button')).toHaveAttribute('data-state', 'archive');
    expect(screen.getByText('On air').closest('button')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Later').closest('button')).toHaveAttribute('data-state', 'future');
    expect(screen.queryByText('Tomorrow show')).not.toBeInTheDocument();
  });

  it('shows how much of a past programme the viewer watched, on screen and in words', () => {
    const watched = [...items.slice(0, 2), { ...items[2], watchPercentage: 40 }, ...items.slice(3)];
    renderWithIntl(<SchedulePanel state={{ status: 'ready', items: watched }} nowSec={NOW} playingId={4} onSelect={() => {}} />);
    const entry = screen.getByText('Archive past').closest('button')!;
    expect(entry).toHaveAccessibleName(expect.stringContaining(en.channels.watchedPercent.replace('{percent}', '40')));
    expect(screen.getByTestId('schedule-watched').firstElementChild).toHaveStyle({ width: '40%' });
    expect(screen.getAllByTestId('schedule-watched')).toHaveLength(1);
  });

  it('switches days and hands clicked entries to the page', () => {
    const onSelect = jest.fn();
    renderWithIntl(
      <SchedulePanel state={{ status: 'ready', items }} nowSec={NOW} playingId={null} onSelect={onSelect} />,
    );
    const days = screen.getAllByRole('tab');
    expect(days).toHaveLength(2);
    fireEvent.click(days[1]);
    fireEvent.click(screen.getByText('Tomorrow show'));
    expect(onSelect).toHaveBeenCalledWith(items[5]);
  });

  it('walks programmes with the up and down arrows, days with left and right, and goes back to the list', () => {
    const card = document.createElement('a');
    card.href = '/channels/all/samal';
    card.dataset.channelId = '1';
    card.tabIndex = 0;
    document.body.append(card);
    renderWithIntl(<SchedulePanel state={{ status: 'ready', items }} nowSec={NOW} playingId={4} onSelect={() => {}} />);
    const onAir = screen.getByText('On air').closest('button')!;
    onAir.focus();
    fireEvent.keyDown(onAir, { key: 'ArrowDown' });
    expect(screen.getByText('Later').closest('button')).toHaveFocus();
    fireEvent.keyDown(screen.getByText('Later').closest('button')!, { key: 'ArrowUp' });
    expect(onAir).toHaveFocus();
    fireEvent.keyDown(onAir, { key: 'ArrowLeft' });
    expect(card).toHaveFocus();
    const [today] = screen.getAllByRole('tab');
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    expect(screen.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab')[1]).toHaveFocus();
    expect(screen.getByText('Tomorrow show')).toBeInTheDocument();
    card.remove();
  });
});
