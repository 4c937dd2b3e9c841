import { programmeProgressPercent } from '@/lib/rules/schedule-window';
import { channelClockOffsetSec, channelClockSec, vitrinaSource } from './vitrina';

const vitrina = { streamTypes: ['vitrina'], vitrinaUrl: 'https://cdn.test/vitrina/58.m3u8' };
const ordinary = { streamTypes: ['hls'], vitrinaUrl: null };

describe('vitrina channels', () => {
  it('play the vitrina source only when the stream type and its URL are both there', () => {
    expect(vitrinaSource(vitrina)).toBe('https://cdn.test/vitrina/58.m3u8');
    expect(vitrinaSource(ordinary)).toBeNull();
    expect(vitrinaSource({ streamTypes: ['vitrina'], vitrinaUrl: null })).toBeNull();
    expect(vitrinaSource({ streamTypes: ['hls'], vitrinaUrl: 'https://cdn.test/x.m3u8' })).toBeNull();
  });

  it('read the schedule 360 s behind the clock', () => {
    expect(channelClockSec(10_000, vitrina)).toBe(9_640);
    expect(channelClockSec(10_000, ordinary)).toBe(10_000);
    expect(channelClockOffsetSec(vitrina)).toBe(360);
    expect(channelClockOffsetSec(ordinary)).toBe(0);
  });

  it('keep the programme that aired 360 s ago current until 360 s after its end', () => {
    const previous = { startSec: 0, durationSec: 1_800 };
    const boundary = previous.startSec + previous.durationSec;
    const isCurrent = (item: typeof previous, at: number) =>
      item.startSec <= at && at < item.startSec + item.durationSec;
    expect(isCurrent(previous, channelClockSec(boundary + 120, vitrina))).toBe(true);
    expect(isCurrent(previous, channelClockSec(boundary + 120, ordinary))).toBe(false);
    expect(isCurrent(previous, channelClockSec(boundary + 360, vitrina))).toBe(false);
    const clock = channelClockSec(boundary + 120, vitrina);
    expect(programmeProgressPercent(previous.startSec, previous.durationSec, clock)).toBeCloseTo((1_560 / 1_800) * 100);
  });
});
