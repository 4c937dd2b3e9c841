import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import { IntentLink } from '@/components/ui/intent-link';
import { FOCUS_DWELL_MS, IntentLinkNavigator, POINTER_DWELL_MS } from './intent-link-navigator';

const push = jest.fn();
const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch }) }));

function renderCards() {
  renderWithIntl(
    <>
      <IntentLinkNavigator />
      <IntentLink href="/contents/the-red-sky-74">
        <span>The Red Sky</span>
      </IntentLink>
      <IntentLink href="/contents/the-red-sky-74" target="_blank">
        In a new tab
      </IntentLink>
      <IntentLink href="https://partner.example/offer">Partner</IntentLink>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an unmarked link, which the navigator must leave alone */}
      <a href="/contents/plain-1">Plain</a>
    </>,
  );
}

const card = () => screen.getByRole('link', { name: 'The Red Sky' });

describe('IntentLinkNavigator', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    push.mockClear();
    prefetch.mockClear();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  const rest = () => act(() => jest.advanceTimersByTime(Math.max(FOCUS_DWELL_MS, POINTER_DWELL_MS)));

  it('does not prefetch a card merely shown on screen', () => {
    renderCards();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it.each([
    ['pointer over it', (el: HTMLElement) => fireEvent.mouseOver(el)],
    ['keyboard focus', (el: HTMLElement) => fireEvent.focusIn(el)],
    ['a touch', (el: HTMLElement) => fireEvent.touchStart(el)],
  ])("prefetches the card's whole page once on %s", (_intent, show) => {
    renderCards();
    show(screen.getByText('The Red Sky'));
    show(card());
    rest();
    expect(prefetch).toHaveBeenCalledTimes(1);
    // The card links the page in the language shown (an English page here, issue 33), and is opened at that address.
    expect(prefetch).toHaveBeenCalledWith('/en/contents/the-red-sky-74', { kind: 'full' });
  });

  it('does not prefetch cards the pointer or a remote only passes over', () => {
    renderCards();
    const plain = screen.getByRole('link', { name: 'Plain' });
    fireEvent.focusIn(card());
    fireEvent.focusOut(card(), { relatedTarget: plain });
    fireEvent.mouseOver(screen.getByText('The Red Sky'));
    fireEvent.mouseOut(screen.getByText('The Red Sky'), { relatedTarget: card() });
    fireEvent.mouseOut(card(), { relatedTarget: document.body });
    rest();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('opens the page inside the app on a plain click', () => {
    renderCards();
    const notCancelled = fireEvent.click(screen.getByText('The Red Sky'));
    expect(notCancelled).toBe(false);
    expect(push).toHaveBeenCalledWith('/en/contents/the-red-sky-74');
  });

  it.each([
    ['with Ctrl (a new tab)', { ctrlKey: true }],
    ['with Cmd', { metaKey: true }],
    ['with Shift (a new window)', { shiftKey: true }],
    ['with the middle button', { button: 1 }],
  ])('leaves a click %s to the browser', (_how, init) => {
    renderCards();
    expect(fireEvent.click(card(), init)).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it('leaves links to another window, another site and unmarked links to the browser', () => {
    renderCards();
    for (const name of ['In a new tab', 'Partner', 'Plain']) {
      fireEvent.mouseOver(screen.getByRole('link', { name }));
      rest();
      fireEvent.click(screen.getByRole('link', { name }));
    }
    expect(push).not.toHaveBeenCalled();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('leaves a click another handler already took', () => {
    renderWithIntl(
      <>
        <IntentLinkNavigator />
        <IntentLink href="/contents/the-red-sky-74" onClick={(event) => event.preventDefault()}>
          The Red Sky
        </IntentLink>
      </>,
    );
    fireEvent.click(card());
    expect(push).not.toHaveBeenCalled();
  });
});
