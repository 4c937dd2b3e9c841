import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeModal, MODAL_CLOSE_ANIMATION_MS, MODAL_REOPEN_DELAY_MS, openMessage, openModal, syncModalFromHash } from '@/lib/modals';
import { renderWithIntl } from '@/tests/support/intl';
import { MODAL_BODIES } from './modal-bodies';
import { ModalHost } from './modal-host';

// Feature bodies (the auth modal's sign-in) navigate after success; the host test needs only a router to exist.
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

const FEATURES = { promoCodes: true, iframePayment: false };

function renderHost() {
  return renderWithIntl(
    <>
      <button type="button">Opener</button>
      <ModalHost features={FEATURES} />
    </>,
  );
}

function user() {
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

// One fake clock for the whole file: the shared controller remembers when the last modal closed.
beforeAll(() => jest.useFakeTimers());
afterAll(() => jest.useRealTimers());

beforeEach(() => window.history.replaceState(null, '', '/'));

afterEach(() => {
  act(() => {
    closeModal();
    jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS + MODAL_REOPEN_DELAY_MS);
  });
});

/** A bare address (#card) opens a modal without props, as a link or a reload does. */
function openFromAddress(id: string) {
  window.history.replaceState(null, '', `#${id}`);
  syncModalFromHash();
}

describe('ModalHost', () => {
  it('renders a registered modal as a labelled modal dialog and writes its hash', () => {
    renderHost();
    act(() => void openModal('smarttv'));
    const dialog = screen.getByRole('dialog', { name: 'Watch on Smart TV' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(window.location.hash).toBe('#smarttv');
  });

  it('opens the modal named by the address hash on start', () => {
    window.history.replaceState(null, '', '/channels#auth');
    renderHost();
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('closes on Escape after the animation and gives focus back to the opener', async () => {
    renderHost();
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    act(() => openFromAddress('card'));
    const dialog = screen.getByRole('dialog', { name: 'Bank card' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user().keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('closes on a click on the overlay but not inside the dialog', async () => {
    renderHost();
    act(() => openFromAddress('confirm'));
    await user().click(screen.getByRole('heading', { name: 'Confirmation' }));
    act(() => void jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user().click(screen.getByTestId('modal-overlay'));
    act(() => void jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed when authentication is required', async () => {
    renderHost();
    act(() => void openModal('auth', {}, { authRequired: true }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user().keyboard('{Escape}');
    await user().click(screen.getByTestId('modal-overlay'));
    act(() => void jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS));
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    renderHost();
    act(() => void openMessage({ title: 'Delete card?', text: 'The card will be unlinked.', buttons: [{ label: 'Yes' }, { label: 'No' }] }));
    await screen.findByRole('button', { name: 'No' });
    const dialog = screen.getByRole('dialog', { name: 'Delete card?' });
    const u = user();
    for (let i = 0; i < 5; i += 1) {
      await u.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('shows the message modal with its text and runs the button action, without touching the hash', async () => {
    renderHost();
    const onClick = jest.fn();
    act(() => void openMessage({ title: 'Error', text: 'This e-mail is already used', icon: 'error', buttons: [{ label: 'Retry', onClick, primary: true }] }));
    expect(window.location.hash).toBe('');
    await user().click(await screen.findByRole('button', { name: 'Retry' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('This e-mail is already used')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ModalHost with a failing body', () => {
  it('keeps the dialog closable and says the window could not be shown', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const registered = MODAL_BODIES.smarttv;
    MODAL_BODIES.smarttv = function FailingBody(): never {
      throw new Error('opened without the data it needs');
    };
    try {
      renderHost();
      act(() => void openModal('smarttv'));
      expect(await screen.findByRole('alert')).toHaveTextContent('This window could not be shown');
      await user().keyboard('{Escape}');
      act(() => void jest.advanceTimersByTime(MODAL_CLOSE_ANIMATION_MS));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      MODAL_BODIES.smarttv = registered;
      consoleError.mockRestore();
    }
  });
});
