import { activePoint, nextEpisodeDue, pointBehaviour, pointEndMs } from './playback-points';

const intro = { type: 'intro', startMs: 5_000, endMs: null, action: 'skip' };

describe('playback points', () => {
  it('ends a point without an end 8000 ms after its start', () => {
    expect(pointEndMs(intro)).toBe(13_000);
    expect(pointEndMs({ ...intro, endMs: 30_000 })).toBe(30_000);
  });

  it('is active only inside its window', () => {
    expect(activePoint([intro], 4_999)).toBeNull();
    expect(activePoint([intro], 5_000)).toBe(intro);
    expect(activePoint([intro], 13_000)).toBeNull();
  });

  it('skips an intro to its end and asks for the next episode on next points', () => {
    expect(pointBehaviour(intro)).toEqual({ button: 'skipIntro', action: { kind: 'seek', seconds: 13 } });
    expect(pointBehaviour({ type: 'credits', startMs: 0, endMs: 2_000, action: 'next' }).action).toEqual({
      kind: 'next',
    });
    expect(pointBehaviour({ type: 'start', startMs: 60_000, endMs: null, action: null })).toEqual({
      button: 'pointStart',
      action: { kind: 'seek', seconds: 60 },
    });
  });

  it('does what the point’s action names, whatever its type, and goes by the type without one', () => {
    const credits = { type: 'credits', startMs: 100_000, endMs: 110_000 };
    expect(pointBehaviour({ ...credits, action: 'start' })).toEqual({ button: 'pointStart', action: { kind: 'seek', seconds: 100 } });
    expect(pointBehaviour({ ...credits, action: 'skip' })).toEqual({ button: 'skipIntro', action: { kind: 'seek', seconds: 110 } });
    expect(pointBehaviour({ ...credits, action: 'finish' })).toEqual({ button: 'pointFinish', action: { kind: 'seek', seconds: 110 } });
    expect(pointBehaviour({ ...credits, action: 'NEXT' }).action).toEqual({ kind: 'next' });
    expect(pointBehaviour({ ...credits, action: null })).toEqual({ button: 'pointFinish', action: { kind: 'seek', seconds: 110 } });
    expect(pointBehaviour({ ...credits, type: 'start', action: 'rewind' }).button).toBe('pointStart');
  });

  it('asks for the next episode 2 s before the end of titles longer than 20 s', () => {
    expect(nextEpisodeDue(58, 60)).toBe(true);
    expect(nextEpisodeDue(57.9, 60)).toBe(false);
    expect(nextEpisodeDue(19, 20)).toBe(false);
    expect(nextEpisodeDue(0, Number.NaN)).toBe(false);
  });
});
