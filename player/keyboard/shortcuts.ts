import { ARROW_LOCK_MS, VOLUME_KEY_REPEAT_MS } from '../core/constants';

/** live-channels.md section 2 "Player controls" and catalogue-vod-billing.md section 9 "keys". */
export type ShortcutAction =
  'togglePlay' | 'toggleFullscreen' | 'skipBack' | 'skipForward' | 'volumeUp' | 'volumeDown' | 'escape' | 'toggleHelp';

export interface ShortcutKey {
  key: string;
  /** Physical key, so F works in every keyboard layout (Cyrillic "а" sits on the F key). */
  code: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

export function shortcutFor(event: ShortcutKey): ShortcutAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (event.key === '?') return 'toggleHelp';
  switch (event.code) {
    case 'Space':
      return 'togglePlay';
    case 'KeyF':
      return 'toggleFullscreen';
    case 'ArrowLeft':
      return 'skipBack';
    case 'ArrowRight':
      return 'skipForward';
    case 'ArrowUp':
      return 'volumeUp';
    case 'ArrowDown':
      return 'volumeDown';
    case 'Escape':
      return 'escape';
    default:
      return null;
  }
}

/** Shortcuts are ignored in the search input (and any other text field), during ads, in preview and under a modal (live-channels.md section 2). */
export interface ShortcutGuards {
  isAdPlaying(): boolean;
  isPreview(): boolean;
  isModalOpen(): boolean;
  /** The player's own element: keys inside it are the player's even when it sits in a list or a dialog. */
  playerRoot?(): unknown;
}

interface ElementLike {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?(name: string): string | null;
  closest?(selector: string): ElementLike | null;
  contains?(other: unknown): boolean;
}

const TEXT_ENTRY_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function isTextEntryTarget(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as ElementLike;
  if (element.isContentEditable) return true;
  if (element.tagName && TEXT_ENTRY_TAGS.has(element.tagName.toUpperCase())) return true;
  return element.getAttribute?.('role') === 'searchbox';
}

/**
 * Containers that handle the keys pressed inside them (arrows walk a list, a menu, tabs or a grid; a dialog owns
 * its keys): a key whose target sits in one never reaches the player, whether or not the container used it.
 */
export const KEY_OWNER_SELECTOR = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  'ul',
  'ol',
  'dialog',
  ...[
    'list',
    'listbox',
    'grid',
    'treegrid',
    'tree',
    'menu',
    'menubar',
    'tablist',
    'radiogroup',
    'slider',
    'dialog',
    'alertdialog',
  ].map((role) => `[role="${role}"]`),
].join(', ');

/** Space and Enter activate a focused control themselves (a card, a link, a button). */
const ACTIVATED_BY_KEY_SELECTOR =
  'a[href], button, summary, [role="button"], [role="link"], [role="checkbox"], [role="switch"], [role="tab"], [role="option"], [role="menuitem"]';

/**
 * The key belongs to the focused element rather than to the player: text entry, a key-owning container that is
 * not the player's own frame, or Space/Enter on a focused control (the player's own buttons do their own job).
 */
export function isKeyOwnedByTarget(target: unknown, code: string, playerRoot: unknown = null): boolean {
  if (isTextEntryTarget(target)) return true;
  const element = target && typeof target === 'object' ? (target as ElementLike) : null;
  if (!element?.closest) return false;
  const owner = element.closest(KEY_OWNER_SELECTOR);
  // The player may itself sit inside a dialog (the narrow channel page): that dialog does not own its keys.
  if (owner && !(playerRoot && owner.contains?.(playerRoot))) return true;
  if (code !== 'Space' && code !== 'Enter') return false;
  return element.closest(ACTIVATED_BY_KEY_SELECTOR) !== null;
}

export interface ShortcutCommands {
  togglePlay(): void;
  skip(direction: 1 | -1): void;
  stepVolume(direction: 1 | -1): void;
  toggleFullscreen(): void;
  escape(): void;
  toggleHelp(): void;
}

interface KeyEventLike extends ShortcutKey {
  target: unknown;
  repeat?: boolean;
  /** Another handler (a list moving its selection) already used the key. */
  defaultPrevented?: boolean;
  preventDefault(): void;
}

interface KeyEventSource {
  addEventListener(type: 'keydown' | 'keyup' | 'blur', listener: (event: KeyEventLike) => void): void;
  removeEventListener(type: 'keydown' | 'keyup' | 'blur', listener: (event: KeyEventLike) => void): void;
}

/**
 * Listens for the player shortcuts on `source` (usually window, in the bubble phase: every handler of the page runs
 * first, and a key one of them used, or one pressed in a key-owning element, is left alone). A held up/down key repeats the
 * volume step every 100 ms until released; a held left/right key skips again once the 800 ms arrow lock has passed
 * (separate taps are never locked: they add up). Returns the undo.
 */
export function bindPlayerShortcuts(
  source: KeyEventSource,
  commands: ShortcutCommands,
  guards: ShortcutGuards,
  now: () => number = Date.now,
): () => void {
  let volumeRepeat: ReturnType<typeof setInterval> | null = null;
  let heldCode: string | null = null;
  let lastArrowSkipAt = Number.NEGATIVE_INFINITY;

  const stopRepeat = () => {
    if (volumeRepeat) clearInterval(volumeRepeat);
    volumeRepeat = null;
    heldCode = null;
  };

  const onKeyDown = (event: KeyEventLike) => {
    const action = shortcutFor(event);
    if (!action) return;
    if (event.defaultPrevented || isKeyOwnedByTarget(event.target, event.code, guards.playerRoot?.() ?? null)) return;
    if (guards.isAdPlaying() || guards.isPreview() || guards.isModalOpen()) return;
    event.preventDefault();
    if (action === 'volumeUp' || action === 'volumeDown') {
      if (event.repeat || heldCode === event.code) return;
      stopRepeat();
      const direction = action === 'volumeUp' ? 1 : -1;
      commands.stepVolume(direction);
      heldCode = event.code;
      volumeRepeat = setInterval(() => commands.stepVolume(direction), VOLUME_KEY_REPEAT_MS);
      return;
    }
    if (action === 'skipBack' || action === 'skipForward') {
      if (event.repeat && now() - lastArrowSkipAt < ARROW_LOCK_MS) return;
      lastArrowSkipAt = now();
    } else if (event.repeat) return;
    runAction(action, commands);
  };

  const onKeyUp = (event: KeyEventLike) => {
    if (event.code === heldCode) stopRepeat();
  };

  source.addEventListener('keydown', onKeyDown);
  source.addEventListener('keyup', onKeyUp);
  source.addEventListener('blur', stopRepeat);
  return () => {
    stopRepeat();
    source.removeEventListener('keydown', onKeyDown);
    source.removeEventListener('keyup', onKeyUp);
    source.removeEventListener('blur', stopRepeat);
  };
}

function runAction(action: Exclude<ShortcutAction, 'volumeUp' | 'volumeDown'>, commands: ShortcutCommands): void {
  switch (action) {
    case 'togglePlay':
      commands.togglePlay();
      break;
    case 'toggleFullscreen':
      commands.toggleFullscreen();
      break;
    case 'skipBack':
      commands.skip(-1);
      break;
    case 'skipForward':
      commands.skip(1);
      break;
    case 'escape':
      commands.escape();
      break;
    case 'toggleHelp':
      commands.toggleHelp();
      break;
  }
}
