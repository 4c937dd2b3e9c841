import {
  formatClock,
  hoverOffset,
  playingUnix,
  programmeProgress,
  secondsBehindLive,
  type TimelineInput,
} from './live-timeline';

const NOW = 1_700_000_000;
const base: TimelineInput = {
  mode: 'archive',
  live: { streamStart: NOW - 600, programme: { start: NOW - 1800, duration: 3600 } },
  currentTime: 100,
  seekableEnd: 500,
  nowUnix: NOW,
};

describe('live timeline', () => {
  it('places an archive stream at its requested start plus the media time', () => {
    expect(playingUnix(base)).toBe(NOW - 500);
    expect(secondsBehindLive(base)).toBe(500);
  });

  it('measures a live stream by its distance to the seekable end', () => {
    const live: TimelineInput = {
      ...base,
      mode: 'live',
      live: { ...base.live, streamStart: 0 },
      currentTime: 400,
      seekableEnd: 460,
    };
    expect(secondsBehindLive(live)).toBe(60);
  });

  it('counts under 30 s behind as live', () => {
    const live: TimelineInput = {
      ...base,
      mode: 'live',
      live: { ...base.live, streamStart: 0 },
      currentTime: 471,
      seekableEnd: 500,
    };
    expect(secondsBehindLive(live)).toBe(0);
  });

  it('never places playback in the future', () => {
    expect(playingUnix({ ...base, currentTime: 10_000 })).toBe(NOW);
  });

  it('reports played and aired fractions of the programme', () => {
    expect(programmeProgress(base)).toEqual({ played: 1300 / 3600, elapsed: 0.5 });
    expect(programmeProgress({ ...base, live: { ...base.live, programme: null } })).toBeNull();
  });

  it('zeroes hover times beyond what has aired', () => {
    const programme = { start: NOW - 1800, duration: 3600 };
    expect(hoverOffset(0.25, programme, NOW)).toBe(900);
    expect(hoverOffset(0.75, programme, NOW)).toBe(0);
  });

  it('formats clocks with hours only when needed', () => {
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});
