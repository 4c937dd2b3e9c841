import { CONTROLS_HIDE_MS } from '../core/constants';

/**
 * Controls appear on hover or touch, hide 5 s after the last one, and stay while the settings menu
 * is open (live-channels.md section 4 "Player states").
 */
export class ControlsVisibility {
  private visible = false;
  private pinned = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly onChange: (visible: boolean) => void) {}

  get isVisible(): boolean {
    return this.visible;
  }

  /** Hover, pointer move or touch. */
  show(): void {
    this.set(true);
    this.scheduleHide();
  }

  /** The settings menu opened (true) or closed (false). */
  setPinned(pinned: boolean): void {
    this.pinned = pinned;
    if (pinned) {
      this.clearTimer();
      this.set(true);
    } else {
      this.scheduleHide();
    }
  }

  hide(): void {
    if (this.pinned) return;
    this.clearTimer();
    this.set(false);
  }

  dispose(): void {
    this.clearTimer();
  }

  private scheduleHide(): void {
    this.clearTimer();
    if (this.pinned) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.set(false);
    }, CONTROLS_HIDE_MS);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private set(visible: boolean): void {
    if (this.visible === visible) return;
    this.visible = visible;
    this.onChange(visible);
  }
}
