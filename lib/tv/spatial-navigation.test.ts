/** @jest-environment jest-fixed-jsdom */
import { bindSpatialNavigation, nearestInDirection, type Box } from './spatial-navigation';

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('nearestInDirection', () => {
  // A header of two links over a row of three cards; the middle card sits right of the second link.
  const header = [
    { item: 'home', box: box(0, 0, 100, 40) },
    { item: 'films', box: box(120, 0, 100, 40) },
  ];
  const row = [
    { item: 'card1', box: box(0, 100, 200, 120) },
    { item: 'card2', box: box(220, 100, 200, 120) },
    { item: 'card3', box: box(440, 100, 200, 120) },
  ];
  const all = [...header, ...row];

  it('moves along a row to the next control, never backwards', () => {
    expect(nearestInDirection(row[1].box, all, 'right')).toBe('card3');
    expect(nearestInDirection(row[1].box, all, 'left')).toBe('card1');
    expect(nearestInDirection(row[2].box, all, 'right')).toBeNull();
  });

  it('goes down to the control in line before a nearer one off the line, and up back to the header', () => {
    expect(nearestInDirection(header[1].box, all, 'down')).toBe('card1');
    expect(nearestInDirection(box(300, 0, 100, 40), all, 'down')).toBe('card2');
    expect(nearestInDirection(row[1].box, all, 'up')).toBe('films');
    expect(nearestInDirection(row[0].box, all, 'down')).toBeNull();
  });
});

describe('bindSpatialNavigation', () => {
  let unbind: () => void;
  const boxes = new Map<string, Box>();

  function place(id: string, rect: Box) {
    boxes.set(id, rect);
  }

  beforeEach(() => {
    document.body.innerHTML = `
      <a id="home" href="/">Home</a><a id="films" href="/films">Films</a>
      <a id="card1" href="/contents/1">1</a><a id="card2" href="/contents/2">2</a>
      <input id="search" type="search" /><select id="subtitles"><option>Off</option><option>English</option></select><input id="seek" type="range" />
      <input id="lock" type="checkbox" />
      <div role="dialog" aria-modal="true" id="dialog" hidden><button id="ok">OK</button><button id="cancel">Cancel</button></div>`;
    place('home', box(0, 0, 100, 40));
    place('films', box(120, 0, 100, 40));
    place('card1', box(0, 100, 200, 120));
    place('card2', box(220, 100, 200, 120));
    place('search', box(240, 0, 200, 40));
    place('subtitles', box(460, 0, 100, 40));
    place('seek', box(0, 260, 640, 20));
    place('ok', box(300, 300, 100, 40));
    place('cancel', box(420, 300, 100, 40));
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const rect = boxes.get(this.id) ?? box(0, 0, 0, 0);
      return {
        ...rect,
        x: rect.left,
        y: rect.top,
        width: rect.right - rect.left,
        height: rect.bottom - rect.top,
        toJSON: () => rect,
      } as DOMRect;
    });
    unbind = bindSpatialNavigation(document);
  });

  afterEach(() => {
    unbind();
    jest.restoreAllMocks();
  });

  const press = (key: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    (document.activeElement ?? document.body).dispatchEvent(event);
    return event;
  };

  it('focuses the first control in view on the first arrow, then walks by the arrows', () => {
    expect(press('ArrowDown').defaultPrevented).toBe(true);
    expect(document.activeElement?.id).toBe('home');
    press('ArrowRight');
    expect(document.activeElement?.id).toBe('films');
    press('ArrowDown');
    expect(document.activeElement?.id).toBe('card1');
    press('ArrowRight');
    expect(document.activeElement?.id).toBe('card2');
  });

  it('leaves a key another handler used, and one with nowhere to go, to the page', () => {
    document.getElementById('card2')!.focus();
    const used = new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true });
    used.preventDefault();
    document.activeElement!.dispatchEvent(used);
    expect(document.activeElement?.id).toBe('card2');
    document.getElementById('search')!.focus();
    expect(press('ArrowUp').defaultPrevented).toBe(false);
    expect(document.activeElement?.id).toBe('search');
  });

  it("keeps left and right for a text field's caret, while down leaves it", () => {
    document.getElementById('search')!.focus();
    expect(press('ArrowLeft').defaultPrevented).toBe(false);
    expect(document.activeElement?.id).toBe('search');
    press('ArrowDown');
    expect(document.activeElement?.id).toBe('card2');
  });

  it('steps a select through its choices with left and right, announcing the change; up and down leave it', () => {
    const select = document.getElementById('subtitles') as HTMLSelectElement;
    const changes: string[] = [];
    select.addEventListener('change', () => changes.push(select.value));
    select.focus();
    expect(press('ArrowRight').defaultPrevented).toBe(true);
    expect(press('ArrowRight').defaultPrevented).toBe(true);
    expect(changes).toEqual(['English']);
    press('ArrowLeft');
    expect(changes).toEqual(['English', 'Off']);
    press('ArrowDown');
    expect(document.activeElement?.id).not.toBe('subtitles');
  });

  it('leaves left and right to a seek bar, while up and down leave it', () => {
    document.getElementById('seek')!.focus();
    expect(press('ArrowLeft').defaultPrevented).toBe(false);
    expect(document.activeElement?.id).toBe('seek');
    press('ArrowUp');
    expect(document.activeElement?.id).toBe('card2');
  });

  it('keeps the focus inside an open dialog, and Back closes it through its own Escape handling', () => {
    const dialog = document.getElementById('dialog')!;
    dialog.hidden = false;
    const escapes: string[] = [];
    dialog.addEventListener('keydown', (event) => escapes.push(event.key));
    document.getElementById('card1')!.focus();
    press('ArrowRight');
    expect(document.activeElement?.id).toBe('ok');
    press('ArrowRight');
    expect(document.activeElement?.id).toBe('cancel');
    press('ArrowUp');
    expect(document.activeElement?.id).toBe('cancel');
    expect(press('GoBack').defaultPrevented).toBe(true);
    expect(escapes).toContain('Escape');
  });

  it('turns a switch with OK, since a remote has no Space', () => {
    const lock = document.getElementById('lock') as HTMLInputElement;
    const changes: boolean[] = [];
    lock.addEventListener('change', () => changes.push(lock.checked));
    lock.focus();
    expect(press('Enter').defaultPrevented).toBe(true);
    press('Enter');
    expect(changes).toEqual([true, false]);
  });

  it('goes back a page on Back without a dialog (Tizen sends key code 10009)', () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    press('XF86Back');
    press('Unidentified', { keyCode: 10009 });
    expect(back).toHaveBeenCalledTimes(2);
  });
});
