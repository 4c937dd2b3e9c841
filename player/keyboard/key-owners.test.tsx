import { bindPlayerShortcuts } from './shortcuts';
import { loggedCommands } from './testing/logged-commands';

/**
 * Issue 14 item 1: a key handled by a focused list, input, menu or dialog never reaches the player. Real DOM elements
 * and real key events on window, for every key the player answers.
 */
const PLAYER_KEYS = ['Space', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'KeyF', 'Escape'];
const KEY_NAMES: Record<string, string> = { Space: ' ', KeyF: 'f' };

const OWNERS: Record<string, string> = {
  'channel list': '<ul aria-label="Channels"><li><a href="/channels/all/tumar" id="target">Tumar</a></li></ul>',
  schedule: '<div role="list"><div role="listitem"><button id="target">News</button></div></div>',
  'search input': '<input id="target" type="search" />',
  'text field': '<textarea id="target"></textarea>',
  menu: '<div role="menu"><button role="menuitem" id="target">Add to favorites</button></div>',
  listbox: '<div role="listbox"><div role="option" tabindex="0" id="target">Russian</div></div>',
  tabs: '<div role="tablist"><button role="tab" id="target">Schedule</button></div>',
  'TV guide grid': '<div role="grid"><div role="row"><div role="gridcell" tabindex="0" id="target">9:00</div></div></div>',
  dialog: '<div role="dialog" aria-modal="true"><button id="target">Close</button></div>',
  'native dialog': '<dialog open><p tabindex="0" id="target">Enter the PIN</p></dialog>',
};

let log: string[];
let unbind: () => void;

function bindToWindow(playerRoot: Element | null) {
  return bindPlayerShortcuts(window, loggedCommands(log), {
    isAdPlaying: () => false,
    isPreview: () => false,
    isModalOpen: () => false,
    playerRoot: () => playerRoot,
  });
}

beforeEach(() => {
  log = [];
  unbind = bindToWindow(null);
});
afterEach(() => {
  unbind();
  document.body.innerHTML = '';
});

function press(target: Element, code: string) {
  const event = new KeyboardEvent('keydown', { code, key: KEY_NAMES[code] ?? code, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  window.dispatchEvent(new KeyboardEvent('keyup', { code, key: KEY_NAMES[code] ?? code, bubbles: true }));
  return event;
}

describe('keys pressed in an element that owns them', () => {
  it.each(Object.entries(OWNERS))('never reach the player from a %s', (_name, markup) => {
    document.body.innerHTML = markup;
    const target = document.getElementById('target')!;
    for (const code of PLAYER_KEYS) {
      const event = press(target, code);
      // The player also leaves the key's default alone: the list, field or dialog gets to use it.
      expect(event.defaultPrevented).toBe(false);
    }
    expect(log).toEqual([]);
  });

  it('never reach the player once another handler used them, wherever the focus is', () => {
    document.body.innerHTML = '<div id="target" tabindex="0"></div>';
    const target = document.getElementById('target')!;
    target.addEventListener('keydown', (event) => event.preventDefault());
    for (const code of PLAYER_KEYS) press(target, code);
    expect(log).toEqual([]);
  });

  it('reach the player from the page itself, so the checks above can fail', () => {
    document.body.innerHTML = '<div id="target" tabindex="0"></div>';
    const target = document.getElementById('target')!;
    for (const code of PLAYER_KEYS) press(target, code);
    expect(log).toEqual(['togglePlay', 'skip -1', 'skip 1', 'volume 1', 'volume -1', 'fullscreen', 'escape']);
  });

  it('reach the player from its own frame, even when the player sits in a dialog (the narrow channel page)', () => {
    document.body.innerHTML = '<div role="dialog"><div id="player" tabindex="0"></div></div>';
    unbind();
    const player = document.getElementById('player')!;
    unbind = bindToWindow(player);
    press(player, 'ArrowDown');
    expect(log).toEqual(['volume -1']);
  });
});
