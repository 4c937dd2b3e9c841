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
