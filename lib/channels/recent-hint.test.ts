/** @jest-environment jsdom */
import { EARLY_RECENT_HINT_SCRIPT, markRecentChannels, RECENT_HINT_ATTRIBUTE } from './recent-hint';
import { RECENT_CHANNELS_STORAGE_KEY } from './constants';
import { rememberOpenedChannel } from './channel-memory';

const hint = () => document.documentElement.getAttribute(RECENT_HINT_ATTRIBUTE);

function runEarlyScript(stored: string | null) {
  document.documentElement.removeAttribute(RECENT_HINT_ATTRIBUTE);
  if (stored === null) localStorage.removeItem(RECENT_CHANNELS_STORAGE_KEY);
  else localStorage.setItem(RECENT_CHANNELS_STORAGE_KEY, stored);
  // The root layout runs it as an inline script before the first paint.
  new Function(EARLY_RECENT_HINT_SCRIPT)();
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(RECENT_HINT_ATTRIBUTE);
});

describe('the recent channels hint', () => {
  it('tells the first paint whether one or more channels were watched, and nothing for none or a broken entry', () => {
    runEarlyScript('[12]');
    expect(hint()).toBe('one');
    runEarlyScript('[12,4]');
    expect(hint()).toBe('many');
    for (const stored of [null, '[]', 'not json', '{"0":1}']) {
      runEarlyScript(stored);
      expect(hint()).toBeNull();
    }
  });

  it('follows the channels opened on the page, for the next page the app shows without a load', () => {
    rememberOpenedChannel({ id: 3, isAdult: false });
    expect(hint()).toBe('one');
    rememberOpenedChannel({ id: 5, isAdult: false });
    expect(hint()).toBe('many');
    markRecentChannels(0);
    expect(hint()).toBeNull();
  });
});
