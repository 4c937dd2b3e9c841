import type { ShortcutCommands } from '../shortcuts';

/** Shortcut commands that write what they were asked to do into `log`: 'togglePlay', 'skip 1', 'volume -1'... */
export function loggedCommands(log: string[]): ShortcutCommands {
  return {
    togglePlay: () => log.push('togglePlay'),
    skip: (direction) => log.push(`skip ${direction}`),
    stepVolume: (direction) => log.push(`volume ${direction}`),
    toggleFullscreen: () => log.push('fullscreen'),
    escape: () => log.push('escape'),
    toggleHelp: () => log.push('help'),
  };
}
