import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NetworkError } from '@/lib/api/errors';
import { closeModal, MODAL_CLOSE_ANIMATION_MS, MODAL_REOPEN_DELAY_MS } from '@/lib/modals';
import { ModalHost } from '@/components/modal-host/modal-host';
import { renderWithIntl } from '@/tests/support/intl';
import { AlertHost } from './alert-host';
import { getDefaultStore } from 'jotai';
import { ALERT_DURATION_MS, alertsAtom, showAlert } from '@/lib/alerts/alert-store';
import { useErrorHandler, type ErrorDisplayOptions } from '@/lib/alerts/use-error-handler';
import { useLazyErrorHandler } from '@/lib/alerts/use-lazy-error-handler';

const reportNetworkFailure = jest.fn();
jest.mock('@/lib/connectivity/connectivity', () => ({ reportNetworkFailure: () => reportNetworkFailure() }));

beforeAll(() => jest.useFakeTimers());
afterAll(() => jest.useRealTimers());
afterEach(() => {
  act(() => {
    closeModal();
    jest.advanceTimersByTime(ALERT_DURATION_MS + MODAL_CLOSE_ANIMATION_MS + MODAL_REOPEN_DELAY_MS);
    // An alert's time runs only while a host shows it: one left when a test's host unmounted would show in the next.
    getDefaultStore().set(alertsAtom, []);
  });
});

function Failing({ error, options }: { error: unknown; options?: ErrorDisplayOptions }) {
  const handle = useErrorHandler();
  return (
    <button type="button" onClick={() => handle(error, options)}>
      Load
    </button>
  );
}

describe('alerts', () => {
  it('announces an alert politely and removes it after 3000 ms', () => {
    renderWithIntl(<AlertHost />);
    const region = screen.getByLabelText('Notifications');
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() => void showAlert('Added to favorites'));
    expect(region).toHaveTextContent('Added to favorites');
    act(() => void jest.advanceTimersByTime(ALERT_DURATION_MS - 1));
    expect(region).toHaveTextContent('Added to favorites');
    act(() => void jest.advanceTimersByTime(1));
    expect(region).not.toHaveTextContent('Added to favorites');
  });

  it('counts an alert raised before the host loads from when the host shows it', () => {
    act(() => void showAlert('Raised during start-up'));
    // The host's chunk arrives long after the alert's 3 s would have run out.
    act(() => void jest.advanceTimersByTime(ALERT_DURATION_MS * 2));
    renderWithIntl(<AlertHost />);
    const region = screen.getByLabelText('Notifications');
    expect(region).toHaveTextContent('Raised during start-up');
    act(() => void jest.advanceTimersByTime(ALERT_DURATION_MS - 1));
    expect(region).toHaveTextContent('Raised during start-up');
    act(() => void jest.advanceTimersByTime(1));
    expect(region).not.toHaveTextContent('Raised during start-up');
  });

  it('translates a message key and shows other text as it is', () => {
    renderWithIntl(<AlertHost />);
    act(() => {
      showAlert('connectivity.online');
      showAlert('shell.unknown_key_text');
    });
    expect(screen.getByText('Connection restored')).toBeInTheDocument();
    expect(screen.getByText('shell.unknown_key_text')).toBeInTheDocument();
  });

  it('can be dismissed before it times out', async () => {
    renderWithIntl(<AlertHost />);
    act(() => void showAlert('Saved'));
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});

describe('useErrorHandler', () => {
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('shows the joined detail entries of an API error in an alert', async () => {
    renderWithIntl(
      <>
        <Failing error={new ApiError(400, { detail: { phone: ['Wrong phone'], code: 'Wrong code' } })} />
        <AlertHost />
      </>,
    );
    await user().click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByLabelText('Notifications')).toHaveTextContent('Wrong phone Wrong code');
  });

  it('falls back to the generic text with the status', async () => {
    renderWithIntl(
      <>
        <Failing error={new ApiError(500, null)} />
        <AlertHost />
      </>,
    );
    await user().click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByLabelText('Notifications')).toHaveTextContent('Something went wrong. Please try again. (500)');
  });

  it('asks the online monitor to check the connection after a network failure', async () => {
    renderWithIntl(
      <>
        <Failing error={new NetworkError(new TypeError('Failed to fetch'))} />
        <AlertHost />
      </>,
    );
    await user().click(screen.getByRole('button', { name: 'Load' }));
    expect(reportNetworkFailure).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Notifications')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('shows the error in a failure modal titled Error when asked to', async () => {
    renderWithIntl(
      <>
        <Failing error={new ApiError(451, { error: { message: 'Renewal cannot be disabled' } })} options={{ display: 'modal' }} />
        <ModalHost features={{ promoCodes: true, iframePayment: false }} />
      </>,
    );
    await user().click(screen.getByRole('button', { name: 'Load' }));
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(await screen.findByText('Renewal cannot be disabled')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});

function FailingLazily({ error }: { error: unknown }) {
  const handle = useLazyErrorHandler();
  return (
    <button type="button" onClick={() => handle(error, { display: 'modal' })}>
      Buy
    </button>
  );
}

describe('useLazyErrorHandler', () => {
  it('shows what useErrorHandler shows once its code has loaded', async () => {
    renderWithIntl(
      <>
        <FailingLazily error={new ApiError(451, { error: { message: 'Renewal cannot be disabled' } })} />
        <ModalHost features={{ promoCodes: true, iframePayment: false }} />
      </>,
    );
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByRole('dialog', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('Renewal cannot be disabled')).toBeInTheDocument();
  });
});
