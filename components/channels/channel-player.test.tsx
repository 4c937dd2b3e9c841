import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderWithIntl } from '@/tests/support/intl';
import { NO_ADS } from '@/lib/api/catalogue-reshape';
import type { Channel, ChannelStream, ScheduleItem } from '@/lib/api/types/channels';
import { ApiError } from '@/lib/api/errors';
import { startChannelStreamEarly } from '@/lib/channels/early-stream';
import { rememberChannelPlayback } from '@/lib/player/channel-prestart';
import { ChannelPlayer } from './channel-player';

const getChannelStream = jest.fn();
const playerProps = jest.fn();

jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/api/channels', () => ({ getChannelStream: (...args: unknown[]) => getChannelStream(...args) }));
jest.mock('@/lib/api/platform', () => ({
  getPlatformConfiguration: async () => ({
    catchupBlackoutScreenshotUrl: 'http://platform.test/art/wide/catchup-blackout.svg',
  }),
}));
jest.mock(
  'next/dynamic',
  () => () =>
    function PlayerView(props: Record<string, unknown>) {
      playerProps(props);
      return <video data-testid="player-video" />;
    },
);

const NOW = 1_800_000_000;
const programme = { id: 7, startSec: NOW - 7_200, durationSec: 1_800, program: { title: 'Banned' } } as ScheduleItem;

function stream(blackout: boolean, startSec: number | null): ChannelStream {
  return {
    hls: blackout ? 'http://platform.test/media/blackout/master.m3u8' : 'http://platform.test/media/live/8/master.m3u8',
    hlsMbr: '',
    img: 'http://platform.test/art/cover/programme.svg',
    statId: null,
    trackers: [],
    streamInfo: { channelId: 8, programId: 7, isLive: startSec === null, startSec, blackout, archivedDays: 3 },
    playbackPoints: [],
    ad: NO_ADS,
  } as unknown as ChannelStream;
}

const channel = (overrides: Partial<Channel> = {}) =>
  ({ id: 8, name: 'Aral TV', streamTypes: ['hls'], vitrinaUrl: null, ...overrides }) as unknown as Channel;

function renderPlayer(props: Partial<Parameters<typeof ChannelPlayer>[0]> = {}) {
  const onPosition = jest.fn();
  renderWithIntl(
    <ChannelPlayer
      channel={channel()}
      ts={null}
      programme={null}
      schedule={[]}
      onPosition={onPosition}
      onNotPurchased={() => undefined}
      {...props}
    />,
  );
  return onPosition;
}

const lastProps = () => playerProps.mock.calls.at(-1)?.[0] as Record<string, unknown>;

describe('ChannelPlayer', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW * 1000, doNotFake: ['queueMicrotask', 'nextTick'] });
    getChannelStream.mockReset();
    playerProps.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('loops the blackout placeholder with the configured poster, explains it and goes live on request', async () => {
    const ts = programme.startSec + 600;
    getChannelStream.mockResolvedValue(stream(true, ts));
    const onPosition = renderPlayer({ ts, programme });
    expect(await screen.findByTestId('channel-blackout')).toHaveTextContent(
      'This programme is not available in the archive',
    );
    await waitFor(() => expect(lastProps().poster).toBe('http://platform.test/art/wide/catchup-blackout.svg'));
    expect(lastProps()).toMatchObject({ blackout: true, mode: 'archive' });
    expect((lastProps().source as { url: string }).url).toBe('http://platform.test/media/blackout/master.m3u8');
    fireEvent.click(screen.getByRole('button', { name: 'Watch live' }));
    expect(onPosition).toHaveBeenLastCalledWith(0);
  });

  it('moves on to the next programme when the banned one ends', async () => {
    const ts = programme.startSec + 600;
    getChannelStream.mockResolvedValue(stream(true, ts));
    const onPosition = renderPlayer({ ts, programme });
    await screen.findByTestId('channel-blackout');
    act(() => void jest.advanceTimersByTime(1_199_000));
    expect(onPosition).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1_000));
    expect(onPosition).toHaveBeenCalledWith(programme.startSec + programme.durationSec);
  });

  it('moves on at the banned programme end counted from when the loop started, even when the schedule comes late', async () => {
    const ts = programme.startSec + 600;
    getChannelStream.mockResolvedValue(stream(true, ts));
    const props = { channel: channel(), ts, schedule: [], onNotPurchased: () => undefined };
    const onPosition = jest.fn();
    const view = renderWithIntl(<ChannelPlayer {...props} programme={null} onPosition={onPosition} />);
    await screen.findByTestId('channel-blackout');
    // The schedule (and with it the programme end) arrives 5 s after the loop started.
    act(() => void jest.advanceTimersByTime(5_000));
    view.rerender(<ChannelPlayer {...props} programme={programme} onPosition={onPosition} />);
    act(() => void jest.advanceTimersByTime(1_194_000));
    expect(onPosition).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1_000));
    expect(onPosition).toHaveBeenCalledWith(programme.startSec + programme.durationSec);
  });

  it('moves archive playback to the next programme once its position passes the programme end', async () => {
    const archived = { ...programme, program: { title: 'Allowed' } } as ScheduleItem;
    const ts = archived.startSec;
    getChannelStream.mockResolvedValue(stream(false, ts));
    const onPosition = renderPlayer({ ts, programme: archived });
    const video = (await screen.findByTestId('player-video')) as HTMLVideoElement;
    expect(screen.queryByTestId('channel-blackout')).toBeNull();
    Object.defineProperty(video, 'currentTime', { configurable: true, value: 1_799 });
    fireEvent.timeUpdate(video);
    expect(onPosition).not.toHaveBeenCalled();
    Object.defineProperty(video, 'currentTime', { configurable: true, value: 1_800 });
    fireEvent.timeUpdate(video);
    fireEvent.timeUpdate(video);
    expect(onPosition).toHaveBeenCalledTimes(1);
    expect(onPosition).toHaveBeenCalledWith(archived.startSec + archived.durationSec);
  });

  it('gives an archive "next" point the move to the next programme, also when the page does not know the programme', async () => {
    const archived = { ...programme, program: { title: 'Allowed' } } as ScheduleItem;
    const following = { ...programme, id: 8, startSec: archived.startSec + archived.durationSec } as ScheduleItem;
    getChannelStream.mockResolvedValue(stream(false, archived.startSec));
    const onPosition = renderPlayer({ ts: archived.startSec, programme: archived, schedule: [archived, following] });
    await screen.findByTestId('player-video');
    (lastProps().onNextEpisode as () => void)();
    expect(onPosition).toHaveBeenLastCalledWith(following.startSec);

    playerProps.mockReset();
    const unknown = renderPlayer({ ts: archived.startSec + 60, programme: null, schedule: [archived, following] });
    await waitFor(() => expect(lastProps()?.onNextEpisode).toEqual(expect.any(Function)));
    (lastProps().onNextEpisode as () => void)();
    expect(unknown).toHaveBeenLastCalledWith(following.startSec);
  });

  it('gives live playback no "next" to move to', async () => {
    getChannelStream.mockResolvedValue(stream(false, null));
    // A channel of its own: a live answer is remembered per channel for a return to it.
    renderPlayer({ channel: channel({ id: 99 }) });
    await screen.findByTestId('player-video');
    expect(lastProps().onNextEpisode).toBeUndefined();
  });

  it('plays a vitrina channel live from its vitrina source', async () => {
    getChannelStream.mockResolvedValue(stream(false, null));
    renderPlayer({ channel: channel({ streamTypes: ['vitrina'], vitrinaUrl: 'http://platform.test/vitrina/8.m3u8' }) });
    await screen.findByTestId('player-video');
    expect(lastProps()).toMatchObject({
      mode: 'live',
      blackout: false,
      source: { url: 'http://platform.test/vitrina/8.m3u8' },
      live: { clockOffset: 360 },
    });
  });

  it('draws the picture in the shape the channel declares and marks it with its 4K mark and overlay icon', async () => {
    getChannelStream.mockResolvedValue(stream(false, null));
    renderPlayer({ channel: channel({ aspectRatio: '4:3', is4k: true, isHd: true, overlayIcon: 'https://cdn.example/new.png' }) });
    await screen.findByTestId('player-video');
    expect(lastProps().aspectRatio).toBeCloseTo(4 / 3);
    renderWithIntl(<div data-testid="marks">{lastProps().marks as ReactNode}</div>);
    expect(screen.getByTestId('marks')).toHaveTextContent(/^4K$/);
    expect(screen.getByTestId('channel-overlay-icon')).toHaveAttribute('src', 'https://cdn.example/new.png');
  });

  it('leaves a 16:9 channel’s picture its own shape and an unmarked channel unmarked', async () => {
    getChannelStream.mockResolvedValue(stream(false, null));
    renderPlayer({ channel: channel({ aspectRatio: '16:9', is4k: false, isHd: false, overlayIcon: null }) });
    await screen.findByTestId('player-video');
    expect(lastProps().aspectRatio).toBeNull();
    renderWithIntl(<div data-testid="marks">{lastProps().marks as ReactNode}</div>);
    expect(screen.getByTestId('marks')).toBeEmptyDOMElement();
  });

  it('runs an ordinary channel on the wall clock', async () => {
    getChannelStream.mockResolvedValue(stream(false, null));
    renderPlayer();
    await screen.findByTestId('player-video');
    expect(lastProps()).toMatchObject({ live: { clockOffset: 0 } });
  });

  it('plays the live stream the channel choice asked already, without a request of its own', async () => {
    getChannelStream.mockResolvedValue(stream(false, null));
    const chosen = { ...channel(), age: 0, isPurchased: true, isAvailable: true, currentSchedule: null } as Channel;
    startChannelStreamEarly('en', chosen, { isChildProfile: false });
    renderPlayer({ channel: chosen });
    await screen.findByTestId('player-video');
    expect(getChannelStream).toHaveBeenCalledTimes(1);
    expect((lastProps().source as { url: string }).url).toBe('http://platform.test/media/live/8/master.m3u8');
  });

  it('loads a live stream answered before it mounted in its first render, and asks no other', async () => {
    getChannelStream.mockResolvedValue(stream(false, null));
    const chosen = { ...channel(), age: 0, isPurchased: true, isAvailable: true, currentSchedule: null } as Channel;
    startChannelStreamEarly('en', chosen, { isChildProfile: false });
    await act(async () => undefined);
    renderPlayer({ channel: chosen });
    expect(playerProps.mock.calls[0][0]).toMatchObject({
      source: { url: 'http://platform.test/media/live/8/master.m3u8' },
      streamPending: false,
    });
    expect(getChannelStream).toHaveBeenCalledTimes(1);
  });

  it('plays its last answered live address at once on a return, while it asks the stream again; a refusal ends it', async () => {
    const returned = channel({ id: 9 });
    rememberChannelPlayback(returned, stream(false, null));
    let refuse: (error: unknown) => void = () => undefined;
    getChannelStream.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    const onNotPurchased = jest.fn();
    renderPlayer({ channel: returned, onNotPurchased });
    expect(playerProps.mock.calls[0][0]).toMatchObject({
      source: { url: 'http://platform.test/media/live/8/master.m3u8' },
      streamPending: false,
    });
    expect(getChannelStream).toHaveBeenCalledTimes(1);
    await act(async () => refuse(new ApiError(403, { error_code: 'not_purchased' })));
    expect(onNotPurchased).toHaveBeenCalledTimes(1);
  });

  it('asks an archive position itself: the early stream is live only', async () => {
    getChannelStream.mockResolvedValue(stream(false, programme.startSec));
    const chosen = { ...channel(), age: 0, isPurchased: true, isAvailable: true, currentSchedule: null } as Channel;
    startChannelStreamEarly('en', chosen, { isChildProfile: false });
    renderPlayer({ channel: chosen, ts: programme.startSec, programme });
    await screen.findByTestId('player-video');
    expect(getChannelStream).toHaveBeenCalledTimes(2);
    expect(getChannelStream.mock.calls[1][2]).toMatchObject({ ts: programme.startSec });
  });
});
