import { bindPlayerShortcuts, isTextEntryTarget, shortcutFor, type ShortcutGuards } from './shortcuts';
import { loggedCommands } from './testing/logged-commands';

type Listener = (event: never) => void;

class FakeWindow {
  listeners = new Map<string, Set<Listener>>();
  addEventListener(type: string, listener: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)?.add(listener);
  }
  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }
  dispatch(type: string, init: { code: string; key?: string; target?: unknown; repeat?: boolean; ctrlKey?: boolean }) {
    const event = { key: init.code, target: null, preventDefault: jest.fn(), ...init };
    for (const listener of this.listeners.get(type) ?? []) (listener as (event: unknown) => void)(event);
    return event;
  }
}

function setup(guardState: Partial<Record<keyof ShortcutGuards, boolean>> = {}) {
  const source = new FakeWindow();
  const log: string[] = [];
  const guards: ShortcutGuards = {
    isAdPlaying: () => guardState.isAdPlaying ?? false,
    isPreview: () => guardState.isPreview ?? false,
    isModalOpen: () => guardState.isModalOpen ?? false,
  };
  const unbind = bindPlayerShortcuts(source, loggedCommands(log), guards);
  return { source, log, unbind };
}

describe('player keyboard shortcuts', () => {
  afterEach(() => jest.useRealTimers());

  it('maps space, F in any layout, arrows, Esc and ? to their actions', () => {
    const { source, log } = setup();
    for (const code of ['Space', 'KeyF', 'ArrowLeft', 'ArrowRight', 'Escape']) source.dispatch('keydown', { code });
    source.dispatch('keydown', { code: 'KeyF', key: 'а' });
    source.dispatch('keydown', { code: 'Slash', key: '?' });
    expect(log).toEqual(['togglePlay', 'fullscreen', 'skip -1', 'skip 1', 'escape', 'fullscreen', 'help']);
    expect(shortcutFor({ code: 'KeyF', key: 'f', ctrlKey: true })).toBeNull();
  });

  it('prevents the browser default only for handled keys', () => {
    const { source } = setup();
    expect(source.dispatch('keydown', { code: 'Space' }).preventDefault).toHaveBeenCalled();
    expect(source.dispatch('keydown', { code: 'KeyQ' }).preventDefault).not.toHaveBeenCalled();
  });

  it('is ignored in the search input, during ads, in preview and under a modal', () => {
    const searchInput = { tagName: 'input', getAttribute: () => 'search' };
    const typing = setup();
    typing.source.dispatch('keydown', { code: 'Space', target: searchInput });
    typing.source.dispatch('keydown', { code: 'ArrowLeft', target: { tagName: 'DIV', isContentEditable: true } });
    expect(typing.log).toEqual([]);
    for (const guard of ['isAdPlaying', 'isPreview', 'isModalOpen'] as const) {
      const guarded = setup({ [guard]: true });
      guarded.source.dispatch('keydown', { code: 'Space' });
      guarded.source.dispatch('keydown', { code: 'ArrowUp' });
      expect(guarded.log).toEqual([]);
    }
    expect(isTextEntryTarget({ tagName: 'DIV', getAttribute: () => 'searchbox' })).toBe(true);
    expect(isTextEntryTarget({ tagName: 'BUTTON', getAttribute: () => null })).toBe(false);
  });

  it('repeats the volume step every 100 ms while the key is held', () => {
    jest.useFakeTimers();
    const { source, log } = setup();
    source.dispatch('keydown', { code: 'ArrowUp' });
    source.dispatch('keydown', { code: 'ArrowUp', repeat: true });
    jest.advanceTimersByTime(350);
    source.dispatch('keyup', { code: 'ArrowUp' });
    jest.advanceTimersByTime(500);
    expect(log).toEqual(['volume 1', 'volume 1', 'volume 1', 'volume 1']);

    source.dispatch('keydown', { code: 'ArrowDown' });
    source.dispatch('blur', { code: '' });
    jest.advanceTimersByTime(500);
    expect(log.filter((entry) => entry === 'volume -1')).toHaveLength(1);
  });

  it('skips again on a held arrow only once the 800 ms arrow lock has passed, while taps add up', () => {
    jest.useFakeTimers();
    const { source, log } = setup();
    source.dispatch('keydown', { code: 'ArrowRight' });
    // The key's auto-repeat, every 33 ms for 1.7 s: one skip at once, then one at 800 ms and one at 1600 ms.
    for (let elapsed = 33; elapsed <= 1_700; elapsed += 33) {
      jest.advanceTimersByTime(33);
      source.dispatch('keydown', { code: 'ArrowRight', repeat: true });
    }
    expect(log).toEqual(['skip 1', 'skip 1', 'skip 1']);
    source.dispatch('keyup', { code: 'ArrowRight' });
    log.length = 0;
    for (let tap = 0; tap < 3; tap += 1) {
      jest.advanceTimersByTime(100);
      source.dispatch('keydown', { code: 'ArrowLeft' });
    }
    expect(log).toEqual(['skip -1', 'skip -1', 'skip -1']);
  });

  it('ignores auto-repeated keydowns of other shortcuts and stops after unbind', () => {
    jest.useFakeTimers();
    const { source, log, unbind } = setup();
    source.dispatch('keydown', { code: 'ArrowUp' });
    source.dispatch('keydown', { code: 'Space', repeat: true });
    unbind();
    jest.advanceTimersByTime(500);
    source.dispatch('keydown', { code: 'Space' });
    expect(log).toEqual(['volume 1']);
  });
});
