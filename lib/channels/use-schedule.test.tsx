import { renderHook, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Channel, ScheduleItem } from '@/lib/api/types/channels';
import { useChannelSchedule } from './use-schedule';

const getChannelSchedule = jest.fn<Promise<ScheduleItem[]>, [unknown, number, unknown]>();
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/api/channels', () => ({
  getChannelSchedule: (api: unknown, id: number, range: unknown) => getChannelSchedule(api, id, range),
}));
// A channel chosen in the list asks for its stream first; the schedule waits for that answer (early-stream.ts).
const streamAnswers = new Map<number, Promise<void>>();
jest.mock('./early-stream', () => ({ earlyStreamAnswered: (id: number) => streamAnswers.get(id) ?? null }));
// The whole window waits for the picture, which never plays here: only today's part is shown.
jest.mock('./picture-signal', () => ({ afterChannelPicture: () => new Promise<void>(() => {}) }));

/** 00:02 in the schedule's zone; yesterday's last programme ended 2 minutes ago. */
const MIDNIGHT_SEC = 1_795_633_200;
const NOW_SEC = MIDNIGHT_SEC + 120;
const entry = (id: number, startSec: number, date: string) =>
  ({ id, startSec, durationSec: 3_600, date }) as ScheduleItem;
const lastOfYesterday = entry(1, MIDNIGHT_SEC - 3_600, '2026-11-25');
const firstOfToday = entry(2, MIDNIGHT_SEC, '2026-11-26');

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={{}} timeZone="Asia/Almaty">
    {children}
  </NextIntlClientProvider>
);

const channel = (id: number, vitrina: boolean) =>
  ({
    id,
    archivedDays: 7,
    streamTypes: vitrina ? ['vitrina'] : [],
    vitrinaUrl: vitrina ? 'https://example.test/vitrina.m3u8' : null,
  }) as unknown as Channel;

describe("the open channel's schedule, asked today first", () => {
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW_SEC * 1000);
    getChannelSchedule.mockResolvedValue([lastOfYesterday, firstOfToday]);
  });
  afterEach(() => jest.restoreAllMocks());

  it("is the day of the vitrina picture, which runs 360 s behind: just after midnight, yesterday's", async () => {
    const { result } = renderHook(() => useChannelSchedule(channel(58, true)), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toEqual([lastOfYesterday]);
  });

  it('is the day of the wall clock for a channel that plays live', async () => {
    const { result } = renderHook(() => useChannelSchedule(channel(57, false)), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toEqual([firstOfToday]);
  });
});

describe('a switch to another channel', () => {
  afterEach(() => jest.restoreAllMocks());

  it("never shows the last channel's programmes as the new one's while the new one's are on their way", async () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW_SEC * 1000);
    const first = [entry(11, MIDNIGHT_SEC, '2026-11-26')];
    let answerSecond: (items: ScheduleItem[]) => void = () => {};
    getChannelSchedule.mockImplementation((_api, id) =>
      id === 71 ? Promise.resolve(first) : new Promise((resolve) => (answerSecond = resolve)),
    );
    // The second channel's stream is still being asked for when it opens: its schedule is not even requested yet.
    let answerStream: () => void = () => {};
    streamAnswers.set(72, new Promise<void>((resolve) => (answerStream = resolve)));
    const { result, rerender } = renderHook(({ id }) => useChannelSchedule(channel(id, false)), { wrapper, initialProps: { id: 71 } });
    await waitFor(() => expect(result.current.items).toEqual(first));
    rerender({ id: 72 });
    expect(result.current).toEqual({ status: 'loading', items: [] });
    answerStream();
    await waitFor(() => expect(getChannelSchedule).toHaveBeenCalledWith(expect.anything(), 72, expect.anything()));
    expect(result.current).toEqual({ status: 'loading', items: [] });
    const second = [entry(21, MIDNIGHT_SEC, '2026-11-26')];
    answerSecond(second);
    await waitFor(() => expect(result.current.items).toEqual(second));
  });
});
