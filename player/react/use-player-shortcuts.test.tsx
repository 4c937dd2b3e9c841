import { renderHook } from '@testing-library/react';
import type { PlayerController } from '../core/controller';
import type { MediaElementLike } from '../core/types';
import { usePlayerShortcuts } from './use-player-shortcuts';

function controllerStub() {
  const request = jest.fn();
  return { request, getState: () => ({ ad: false }) } as unknown as PlayerController<MediaElementLike> & { request: jest.Mock };
}

const pressSpace = () => window.dispatchEvent(new KeyboardEvent('keydown', { code: 'Space', key: ' ', bubbles: true, cancelable: true }));
const noop = () => undefined;

describe('usePlayerShortcuts', () => {
  it('plays and pauses on Space as the play button does, so the play analytics event goes too', () => {
    const controller = controllerStub();
    const onTogglePlay = jest.fn();
    renderHook(() => usePlayerShortcuts(controller, { onToggleFullscreen: noop, onEscape: noop, onToggleHelp: noop, onTogglePlay }));
    pressSpace();
    expect(onTogglePlay).toHaveBeenCalledTimes(1);
    expect(controller.request).not.toHaveBeenCalled();
  });

  it('asks the controller itself where no play handler is given', () => {
    const controller = controllerStub();
    renderHook(() => usePlayerShortcuts(controller, { onToggleFullscreen: noop, onEscape: noop, onToggleHelp: noop }));
    pressSpace();
    expect(controller.request).toHaveBeenCalledWith('togglePlay', undefined);
  });
});
