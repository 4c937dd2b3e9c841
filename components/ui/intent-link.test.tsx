import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { IntentLink } from './intent-link';

const prefetchSeen: Array<boolean | null | undefined | 'auto'> = [];

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ prefetch, href, ...rest }: ComponentProps<'a'> & { prefetch?: boolean | null | 'auto'; href: string }) => {
    prefetchSeen.push(prefetch);
    return <a href={href} data-prefetch={String(prefetch)} {...rest} />;
  },
}));

function link() {
  return screen.getByRole('link', { name: 'The Red Sky' });
}

describe('IntentLink', () => {
  beforeEach(() => {
    prefetchSeen.length = 0;
  });

  it('does not prefetch a card merely shown on screen', () => {
    render(<IntentLink href="/contents/the-red-sky-74">The Red Sky</IntentLink>);
    expect(prefetchSeen).toEqual([false]);
  });

  it.each([
    ['pointer over it', (el: HTMLElement) => fireEvent.mouseEnter(el)],
    ['keyboard focus', (el: HTMLElement) => fireEvent.focus(el)],
    ['a touch', (el: HTMLElement) => fireEvent.touchStart(el)],
  ])('prefetches the whole page on %s', (_intent, show) => {
    render(<IntentLink href="/contents/the-red-sky-74">The Red Sky</IntentLink>);
    show(link());
    expect(link()).toHaveAttribute('data-prefetch', 'true');
  });

  it("still runs the caller's own handlers", () => {
    const onMouseEnter = jest.fn();
    const onFocus = jest.fn();
    render(
      <IntentLink href="/contents/the-red-sky-74" onMouseEnter={onMouseEnter} onFocus={onFocus}>
        The Red Sky
      </IntentLink>,
    );
    fireEvent.mouseEnter(link());
    fireEvent.focus(link());
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
