import { VOLUME_KEY_REPEAT_MS } from '../core/constants';

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
}

interface ElementLike {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?(name: string): string | null;
}

const TEXT_ENTRY_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function isTextEntryTarget(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as ElementLike;
  if (element.isContentEditable) return true;
  if (element.tagName && TEXT_ENTRY_TAGS.has(element.tagName.toUpperCase())) return true;
  return element.getAttribute?.('role') === 'searchbox';
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
  preventDefault(): void;
}

interface KeyEventSource {
  addEventListener(type: 'keydown' | 'keyup' | 'blur', listener: (event: KeyEventLike) => void): void;
  removeEventListener(type: 'keydown' | 'keyup' | 'blur', listener: (event: KeyEventLike) => void): void;
}

/**
 * Listens for the player shortcuts on `source` (usually window). A held up/down key repeats the
 * volume step every 100 ms until released. Returns the undo.
 */
export function bindPlayerShortcuts(
  source: KeyEventSource,
  commands: ShortcutCommands,
  guards: ShortcutGuards,
): () => void {
  let volumeRepeat: ReturnType<typeof setInterval> | null = null;
  let heldCode: string | null = null;

  const stopRepeat = () => {
    if (volumeRepeat) clearInterval(volumeRepeat);
    volumeRepeat = null;
    heldCode = null;
  };

  const onKeyDown = (event: KeyEventLike) => {
    const action = shortcutFor(event);
    if (!action) return;
    if (isTextEntryTarget(event.target) || guards.isAdPlaying() || guards.isPreview() || guards.isModalOpen()) return;
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
    if (event.repeat) return;
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
