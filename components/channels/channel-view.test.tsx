import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Channel } from '@/lib/api/types/channels';
import type { ChannelViewer } from '@/lib/channels/use-viewer';
import en from '@/messages/en.json';
import { renderWithIntl } from '@/tests/support/intl';
import { ChannelView } from './channel-view';

jest.mock('./channel-stage', () => ({ ChannelStage: () => <div data-testid="stage" /> }));
jest.mock('./programme-info', () => ({ ProgrammeInfo: () => <div data-testid="description" /> }));
jest.mock('./schedule-panel', () => ({ SchedulePanel: () => <ol data-testid="schedule" /> }));
jest.mock('@/lib/channels/use-schedule', () => ({ useChannelSchedule: () => ({ status: 'ready', items: [] }) }));
jest.mock('@/lib/channels/use-programme', () => ({ useProgrammeById: () => null }));

const channel = { id: 4, name: 'Tumar', streamTypes: ['hls'], vitrinaUrl: null, currentSchedule: null } as unknown as Channel;

const renderView = (narrow: boolean) =>
  renderWithIntl(
    <ChannelView
      channel={channel}
      ts={null}
      viewer={{} as ChannelViewer}
      ready
      narrow={narrow}
      promoDays={0}
      hrefOf={() => '/channels/all/tumar'}
      onPurchased={() => undefined}
    />,
  );

beforeEach(() => localStorage.clear());

describe('ChannelView on a wide screen', () => {
  it('closes and opens the schedule with its button, and keeps it as the viewer left it on the next visit', async () => {
    const first = renderView(false);
    const toggle = screen.getByRole('button', { name: en.channels.scheduleTab });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('schedule')).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('schedule')).not.toBeVisible();
    expect(screen.getByTestId('description')).toBeVisible();
    first.unmount();

    renderView(false);
    const again = screen.getByRole('button', { name: en.channels.scheduleTab });
    expect(again).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(again);
    expect(screen.getByTestId('schedule')).toBeVisible();
  });

  it('leaves the narrow screen its description and schedule tabs', () => {
    renderView(true);
    expect(screen.queryByRole('button', { name: en.channels.scheduleTab })).toBeNull();
    expect(screen.getByRole('tab', { name: en.channels.scheduleTab })).toBeInTheDocument();
  });
});
