import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import type { Promotion } from '@/lib/api/types/catalogue';
import { PromoBanner } from './promo-banner';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));
jest.mock('@/lib/modals', () => ({ openModal: jest.fn(), openMessage: jest.fn() }));

const promotions: Promotion[] = [1, 2, 3].map((id) => ({
  id,
  title: `Promo ${id}`,
  short: '',
  description: '',
  destination: { type: 'row', id, slug: null, libraryId: null, idNoOtt: null, src: null, title: null, description: null },
  background: null,
  colorBg: null,
  images: [],
  graphicTitle: { tv: null, mobile: null },
  packet: null,
}));

const current = () => screen.getAllByRole('button', { name: /of 3/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');

describe('PromoBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rotates every 7 s', () => {
    renderWithIntl(<PromoBanner promotions={promotions} providerIsOtt title="Featured" eager />);
    expect(current()).toBe(0);
    act(() => jest.advanceTimersByTime(6_999));
    expect(current()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toBe(1);
  });

  it('stops rotating while paused and resumes on play', () => {
    renderWithIntl(<PromoBanner promotions={promotions} providerIsOtt title="Featured" eager />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => jest.advanceTimersByTime(20_000));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => jest.advanceTimersByTime(7_000));
    expect(current()).toBe(1);
  });

  it('jumps to a slide from its dot and hides the others from assistive technology', () => {
    renderWithIntl(<PromoBanner promotions={promotions} providerIsOtt title="Featured" eager />);
    fireEvent.click(screen.getByRole('button', { name: '3 of 3' }));
    expect(current()).toBe(2);
    expect(screen.getByRole('link', { name: 'Promo 3' })).toBeInTheDocument();
  });

  it('adds the copyright line only under /amediateka', () => {
    pathname = '/amediateka';
    renderWithIntl(<PromoBanner promotions={promotions} providerIsOtt title="Featured" eager />);
    expect(screen.getByText(/All rights reserved/)).toBeInTheDocument();
    pathname = '/';
  });
  it('letters a slide with its graphic title: phone pictures up to 932 px, TV pictures above, by pixel ratio', () => {
    const titled: Promotion = {
      ...promotions[0],
      background: '/art/backdrop/promo-1.svg',
      graphicTitle: {
        tv: { src: '/t/tv1.svg', srcSet: '/t/tv1.svg 1x, /t/tv2.svg 2x', width: 400, height: 100 },
        mobile: { src: '/t/m1.svg', srcSet: '/t/m1.svg 1x, /t/m2.svg 2x', width: 200, height: 50 },
      },
    };
    renderWithIntl(<PromoBanner promotions={[titled]} providerIsOtt title="Featured" eager />);
    const image = screen.getByTestId('promo-graphic-title');
    expect(image).toHaveAttribute('srcset', '/t/tv1.svg 1x, /t/tv2.svg 2x');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '100');
    const source = image.closest('picture')?.querySelector('source');
    expect(source).toHaveAttribute('media', '(max-width: 932px)');
    expect(source).toHaveAttribute('srcset', '/t/m1.svg 1x, /t/m2.svg 2x');
    // The words stay for assistive technology: the link is still named by the title.
    expect(screen.getByRole('link', { name: 'Promo 1' })).toBeInTheDocument();
  });

  it('draws no graphic title when the promotion has none', () => {
    renderWithIntl(<PromoBanner promotions={promotions} providerIsOtt title="Featured" eager />);
    expect(screen.queryByTestId('promo-graphic-title')).toBeNull();
  });
});
