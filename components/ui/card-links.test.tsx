import { fireEvent, render, screen } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { CARD_LINK_PROPS } from './card-link';
import { CardLinks } from './card-links';

const RED_SKY = '/contents/the-red-sky-74';
const BLUE = '/contents/blue-74';

function mockRouter() {
  return { push: jest.fn(), prefetch: jest.fn() } as unknown as AppRouterInstance & {
    push: jest.Mock;
    prefetch: jest.Mock;
  };
}

function page(router: AppRouterInstance, lists = 1) {
  return render(
    <AppRouterContext.Provider value={router}>
      {Array.from({ length: lists }, (_, index) => (
        <CardLinks key={index} />
      ))}
      <a {...CARD_LINK_PROPS} href={RED_SKY}>
        <span>The Red Sky</span>
      </a>
      <a {...CARD_LINK_PROPS} href={BLUE} target="_blank">
        Blue
      </a>
      <a href="http://localhost/faq">FAQ</a>
    </AppRouterContext.Provider>,
  );
}

const card = () => screen.getByRole('link', { name: 'The Red Sky' });

describe('CardLinks', () => {
  it('opens a card in the app, once however many lists of cards the page has', () => {
    const router = mockRouter();
    page(router, 3);
    const click = fireEvent.click(screen.getByText('The Red Sky'));
    expect(click).toBe(false);
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith('/contents/the-red-sky-74');
  });

  it.each([
    ['a new tab (ctrl)', { ctrlKey: true }],
    ['a new tab (meta)', { metaKey: true }],
    ['a new window (shift)', { shiftKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves %s to the browser', (_what, init) => {
    const router = mockRouter();
    page(router);
    expect(fireEvent.click(card(), init)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves links with a target and links that are not cards alone', () => {
    const router = mockRouter();
    page(router);
    fireEvent.click(screen.getByRole('link', { name: 'Blue' }));
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches nothing for a card merely shown', () => {
    const router = mockRouter();
    page(router);
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it.each([
    ['pointer over it', (el: HTMLElement) => fireEvent.mouseOver(el)],
    ['keyboard focus', (el: HTMLElement) => fireEvent.focusIn(el)],
    ['a touch', (el: HTMLElement) => fireEvent.touchStart(el)],
  ])('prefetches the whole page on %s', (_intent, show) => {
    const router = mockRouter();
    page(router);
    show(card());
    expect(router.prefetch).toHaveBeenCalledWith('/contents/the-red-sky-74', { kind: 'full' });
  });

  it('asks once while the pointer moves inside the same card', () => {
    const router = mockRouter();
    page(router);
    fireEvent.mouseOver(card());
    fireEvent.mouseOver(screen.getByText('The Red Sky'));
    expect(router.prefetch).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the last list of cards leaves the page', () => {
    const router = mockRouter();
    const { unmount } = page(router, 2);
    unmount();
    const orphan = document.createElement('a');
    orphan.setAttribute('data-card-link', '');
    orphan.href = '/contents/x-1';
    document.body.append(orphan);
    fireEvent.click(orphan);
    fireEvent.mouseOver(orphan);
    expect(router.push).not.toHaveBeenCalled();
    expect(router.prefetch).not.toHaveBeenCalled();
    orphan.remove();
  });
});
