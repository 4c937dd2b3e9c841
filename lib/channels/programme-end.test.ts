import { blackoutRemainingMs, nextProgrammePosition } from './programme-end';

describe('moving on at programme end', () => {
  const end = 100_000;

  it('stays while archive playback is inside the programme', () => {
    expect(nextProgrammePosition(end - 1, end, end + 3_600)).toBeNull();
  });

  it('moves to the next programme from its start once the end is reached', () => {
    expect(nextProgrammePosition(end, end, end + 3_600)).toBe(end);
    expect(nextProgrammePosition(end + 4, end, end + 3_600)).toBe(end);
  });

  it('goes live when the next programme started under 30 s ago', () => {
    expect(nextProgrammePosition(end, end, end + 29)).toBe(0);
    expect(nextProgrammePosition(end, end, end + 30)).toBe(end);
  });

  it('keeps a blackout loop for the rest of its programme only', () => {
    expect(blackoutRemainingMs(end - 600, end)).toBe(600_000);
    expect(blackoutRemainingMs(end + 10, end)).toBe(0);
  });
});
