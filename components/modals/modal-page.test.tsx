import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import { arriveFromPartner } from '@/tests/support/partner-cookie';
import { MODAL_CLOSE_ANIMATION_MS } from '@/lib/modals/constants';
import { ModalPage } from './modal-page';

const router = { back: jest.fn(), push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));
const navigateFully = jest.fn();
jest.mock('./full-navigation', () => ({ navigateFully: (href: string) => navigateFully(href) }));

function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

beforeEach(() => {
  router.back.mockClear();
  router.push.mockClear();
  navigateFully.mockClear();
});

// A failed test with a fake clock would leave it to the next ones.
afterEach(() => jest.useRealTimers());

describe('ModalPage', () => {
  it('is a modal dialog labelled by its title with focus inside', async () => {
    renderWithIntl(
      <ModalPage title="Interstellar" fallbackHref="/">
        <p>Description</p>
      </ModalPage>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Interstellar' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('takes the focus after the paint that shows it, not in that commit (a hydrating title page restyled there)', async () => {
    renderWithIntl(<ModalPage title="Interstellar" fallbackHref="/">x</ModalPage>);
    const back = screen.getByRole('button', { name: /Back/ });
    expect(back).not.toHaveFocus();
    await waitFor(() => expect(back).toHaveFocus());
  });

  it('keeps Tab inside before then, and leaves the focus where that Tab put it', async () => {
    // No frame is drawn until the clock is moved: both Tabs come before the paint.
    jest.useFakeTimers();
    const { act } = await import('@testing-library/react');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithIntl(
      <ModalPage title="Interstellar" fallbackHref="/">
        <button type="button">Watch</button>
      </ModalPage>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: /Back/ })).toHaveFocus();
    await user.tab();
    const watch = screen.getByRole('button', { name: 'Watch' });
    expect(watch).toHaveFocus();
    act(() => void jest.advanceTimersByTime(100));
    expect(watch).toHaveFocus();
  });

  it('on a player page focuses the frame, so Space reaches the player, and Tab reaches Back first', async () => {
    const onSpace = jest.fn();
    renderWithIntl(
      <ModalPage title="Interstellar" fallbackHref="/" focusFrame>
        <button type="button">Play</button>
      </ModalPage>,
    );
    window.addEventListener('keydown', (event) => event.code === 'Space' && onSpace(), { once: true });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Interstellar' })));
    await userEvent.keyboard(' ');
    expect(onSpace).toHaveBeenCalledTimes(1);
    expect(router.back).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Back/ })).toHaveFocus();
  });

  it('keeps Tab inside: past either end it goes round to the other', async () => {
    renderWithIntl(
      <>
        <button type="button">Behind</button>
        <ModalPage title="Interstellar" fallbackHref="/">
          <button type="button">Watch</button>
        </ModalPage>
      </>,
    );
    const back = screen.getByRole('button', { name: /Back/ });
    const watch = screen.getByRole('button', { name: 'Watch' });
    await waitFor(() => expect(back).toHaveFocus());
    await userEvent.tab();
    expect(watch).toHaveFocus();
    await userEvent.tab();
    expect(back).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(watch).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(back).toHaveFocus();
    screen.getByRole('button', { name: 'Behind', hidden: true }).focus();
    await userEvent.tab({ shift: true });
    expect(watch).toHaveFocus();
  });

  it('focuses its back button first elsewhere', async () => {
    renderWithIntl(<ModalPage title="Settings" fallbackHref="/">x</ModalPage>);
    await waitFor(() => expect(screen.getByRole('button', { name: /Back/ })).toHaveFocus());
  });

  it('goes back to the previous page of the app', async () => {
    window.history.pushState(null, '', '/contents/interstellar');
    setReferrer(`${window.location.origin}/channels`);
    renderWithIntl(<ModalPage title="Interstellar" fallbackHref="/">x</ModalPage>);
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(router.back).toHaveBeenCalledTimes(1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('loads the fallback address as a full page when opened directly from another site, also on Escape', async () => {
    setReferrer('https://search.example/');
    renderWithIntl(<ModalPage title="Settings" fallbackHref="/channels">x</ModalPage>);
    await userEvent.keyboard('{Escape}');
    // A soft push would be intercepted as a modal over this page (a card over a still-playing /watch).
    expect(navigateFully).toHaveBeenCalledWith('/channels');
    expect(router.push).not.toHaveBeenCalled();
    expect(router.back).not.toHaveBeenCalled();
  });
});

describe('ModalPage close button', () => {
  it('leaves for the remembered address after the 300 ms close delay', async () => {
    jest.useFakeTimers();
    const { act } = await import('@testing-library/react');
    renderWithIntl(
      <ModalPage title="Account" fallbackHref="/settings" closeHref="/channels">
        x
      </ModalPage>,
    );
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Close' }));
    act(() => void jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS - 1));
    expect(router.push).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1));
    expect(router.push).toHaveBeenCalledWith('/en/channels');
    jest.useRealTimers();
  });
});

describe('ModalPage under a modal', () => {
  it('leaves Escape and Tab to the modal opened above it', async () => {
    const { act } = await import('@testing-library/react');
    const { closeModal, openModal } = await import('@/lib/modals');
    const { ModalHost } = await import('@/components/modal-host/modal-host');
    setReferrer(`${window.location.origin}/channels`);
    renderWithIntl(
      <>
        <ModalPage title="Interstellar" fallbackHref="/">
          <button type="button">Watch</button>
        </ModalPage>
        <ModalHost features={{ promoCodes: true, iframePayment: false }} />
      </>,
    );
    act(() => void openModal('auth', {}, { authRequired: true }));
    const auth = screen.getByRole('dialog', { name: 'Sign in' });
    await userEvent.tab();
    expect(auth).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(router.back).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
    act(() => closeModal());
  });

  it('shows the partner variant\'s back icon: a close cross for ntv_web, an arrow otherwise', () => {
    const arrow = renderWithIntl(
      <ModalPage title="Settings" fallbackHref="/">
        <p>Body</p>
      </ModalPage>,
    );
    expect(screen.getByRole('button', { name: /Back/ })).toHaveTextContent('←');
    arrow.unmount();
    arriveFromPartner('ntv_web');
    renderWithIntl(
      <ModalPage title="Settings" fallbackHref="/">
        <p>Body</p>
      </ModalPage>,
    );
    expect(screen.getByRole('button', { name: /Back/ })).toHaveTextContent('×');
    arriveFromPartner(null);
  });
});
