/**
 * Remote-control navigation for TV mode (issue 18): the arrows move the focus to the nearest control on screen in
 * their direction, OK (Enter) activates it as a keyboard would (and turns a switch, which a keyboard does with Space),
 * and Back closes the open dialog or goes back a page.
 * It listens on the document in the bubble phase: a list, grid or menu that walks its own items with the arrows
 * (the EPG grid, the channel list, the main menu) handles the key first and marks it used, and only a key nobody used
 * moves the focus. The player listens on window, after this: a key used here never also seeks or changes the volume.
 */

export type Direction = 'up' | 'down' | 'left' | 'right';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const ARROW_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** Back on remotes: Android TV ("GoBack"), Samsung Tizen (10009, "XF86Back"), LG webOS (461), browser Back keys. */
const BACK_KEYS = new Set(['GoBack', 'BrowserBack', 'XF86Back']);
const BACK_KEY_CODES = new Set([10009, 461]);

/** A control further off the line of travel counts this many times its distance along it. */
const OFF_AXIS_WEIGHT = 2;

const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Text the caret moves through: left and right stay with it, up and down leave the field. */
const CARET_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number', '']);

function centre(box: Box): { x: number; y: number } {
  return { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
}

/** How far `to` lies from `from` along the direction and off it; null when it is not ahead in that direction. */
function distances(from: Box, to: Box, direction: Direction): { along: number; off: number; offCentre: number } | null {
  const a = centre(from);
  const b = centre(to);
  const horizontal = direction === 'left' || direction === 'right';
  const ahead =
    direction === 'right'
      ? to.left >= a.x
      : direction === 'left'
        ? to.right <= a.x
        : direction === 'down'
          ? to.top >= a.y
          : to.bottom <= a.y;
  if (!ahead) return null;
  const along =
    direction === 'right'
      ? to.left - from.right
      : direction === 'left'
        ? from.left - to.right
        : direction === 'down'
          ? to.top - from.bottom
          : from.top - to.bottom;
  const off = horizontal
    ? Math.max(0, to.top - from.bottom, from.top - to.bottom)
    : Math.max(0, to.left - from.right, from.left - to.right);
  return { along: Math.max(0, along), off, offCentre: horizontal ? Math.abs(a.y - b.y) : Math.abs(a.x - b.x) };
}

/**
 * The candidate the focus moves to from `from`: ahead in the direction, nearest along it, with controls in line
 * (overlapping the line of travel) before those off it; null when there is none.
 */
export function nearestInDirection<T>(from: Box, candidates: { item: T; box: Box }[], direction: Direction): T | null {
  let best: { item: T; score: number; offCentre: number } | null = null;
  for (const candidate of candidates) {
    const d = distances(from, candidate.box, direction);
    if (!d) continue;
    const score = d.along + OFF_AXIS_WEIGHT * d.off;
    if (!best || score < best.score || (score === best.score && d.offCentre < best.offCentre)) {
      best = { item: candidate.item, score, offCentre: d.offCentre };
    }
  }
  return best?.item ?? null;
}

/** The open modal dialog on top, which keeps the focus inside it; else the whole document. */
function navigationScope(doc: Document): ParentNode {
  const dialogs = [...doc.querySelectorAll<HTMLElement>('[aria-modal="true"], dialog[open]')].filter(
    (dialog) => !dialog.closest('[hidden]') && (dialog.checkVisibility?.() ?? true),
  );
  return dialogs.at(-1) ?? doc;
}

/** Controls a remote passes over: a row's paging arrows (moving the focus along the row scrolls it). */
const REMOTE_SKIP_ATTRIBUTE = 'data-remote-skip';

/**
 * The controls on show in `scope`, each with its box, read once: a key press on a page of hundreds of cards measures
 * each of them only here.
 */
function shownControls(scope: ParentNode): { item: HTMLElement; box: DOMRect }[] {
  const shown: { item: HTMLElement; box: DOMRect }[] = [];
  for (const element of scope.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)) {
    if (element.hasAttribute(REMOTE_SKIP_ATTRIBUTE)) continue;
    if (element.closest('[hidden], [inert], [aria-hidden="true"]')) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (!(element.checkVisibility?.({ visibilityProperty: true }) ?? true)) continue;
    shown.push({ item: element, box });
  }
  return shown;
}

/**
 * Whether the focused element keeps this arrow for itself: a caret in text keeps left and right, a slider (the seek
 * bar, the volume) the two along its length; the others leave it.
 */
function keepsArrow(element: Element, direction: Direction): boolean {
  const vertical = direction === 'up' || direction === 'down';
  if (element instanceof HTMLTextAreaElement || (element as HTMLElement).isContentEditable) return true;
  const isRange = element instanceof HTMLInputElement && element.type === 'range';
  if (isRange || element.getAttribute('role') === 'slider') {
    return (element.getAttribute('aria-orientation') === 'vertical') === vertical;
  }
  if (element instanceof HTMLInputElement) return CARET_INPUT_TYPES.has(element.type) && !vertical;
  return false;
}

/**
 * A frame holding a video (the player) keeps left and right: they seek. Down and up reach its own controls, below or
 * above its middle, so the controls are reachable from the picture without a pointer.
 */
function playerControl(frame: HTMLElement, direction: Direction): HTMLElement | null | undefined {
  if (frame.matches('a, button') || !frame.querySelector('video')) return undefined;
  if (direction === 'left' || direction === 'right') return null;
  const middle = centre(frame.getBoundingClientRect()).y;
  const controls = shownControls(frame).filter(({ box }) => {
    const y = centre(box).y;
    return direction === 'down' ? y > middle : y < middle;
  });
  return direction === 'down' ? (controls[0]?.item ?? null) : (controls.at(-1)?.item ?? null);
}

/**
 * A select steps through its choices with left and right, as a TV settings row does (◀ Off ▶): up and down stay free
 * to walk a stack of them (the player's quality, audio, subtitles and speed), and a web view's own picker for a select
 * differs from set to set. The change is announced as the viewer's own choice would be.
 */
function stepChoice(select: HTMLSelectElement, direction: 'left' | 'right'): void {
  const index = select.selectedIndex + (direction === 'right' ? 1 : -1);
  if (index < 0 || index >= select.options.length || select.options[index].disabled) return;
  select.selectedIndex = index;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

function moveFocus(doc: Document, direction: Direction): boolean {
  const active = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null;
  const scope = navigationScope(doc);
  if (!active || !(scope === doc || (scope as Element).contains(active))) {
    // Nothing focused yet (or the focus is outside the open dialog): the first control in view takes it.
    const viewportHeight = doc.defaultView?.innerHeight ?? Infinity;
    const first = shownControls(scope).find(({ box }) => box.bottom > 0 && box.top < viewportHeight)?.item;
    first?.focus();
    return Boolean(first);
  }
  if (active instanceof HTMLSelectElement && (direction === 'left' || direction === 'right')) {
    stepChoice(active, direction);
    return true;
  }
  if (keepsArrow(active, direction)) return false;
  const inPlayer = playerControl(active, direction);
  if (inPlayer !== undefined) {
    inPlayer?.focus();
    return Boolean(inPlayer);
  }
  const from = active.getBoundingClientRect();
  const candidates = shownControls(scope).filter(
    ({ item }) => item !== active && !item.contains(active) && !active.contains(item),
  );
  const next = nearestInDirection(from, candidates, direction);
  next?.focus();
  return Boolean(next);
}

/** A switch or a choice: a keyboard turns it with Space, which a remote does not have, so OK turns it. */
function isToggle(element: Element | null): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
}

function isBackKey(event: KeyboardEvent): boolean {
  return BACK_KEYS.has(event.key) || BACK_KEY_CODES.has(event.keyCode);
}

/** Back: the open dialog closes by its own Escape handling; without one, the previous page. */
function goBack(doc: Document): void {
  if (navigationScope(doc) !== doc) {
    const target = doc.activeElement ?? doc.body;
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }),
    );
    return;
  }
  doc.defaultView?.history.back();
}

/** Binds remote-control navigation to the document; returns the undo. */
export function bindSpatialNavigation(doc: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (isBackKey(event)) {
      event.preventDefault();
      goBack(doc);
      return;
    }
    if (event.key === 'Enter' && isToggle(doc.activeElement)) {
      event.preventDefault();
      doc.activeElement.click();
      return;
    }
    const direction = ARROW_DIRECTIONS[event.key];
    if (direction && moveFocus(doc, direction)) event.preventDefault();
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
