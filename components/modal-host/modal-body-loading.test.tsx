import { act, screen } from '@testing-library/react';
import { closeModal, openMessage } from '@/lib/modals';
import { renderWithIntl } from '@/tests/support/intl';
import { ModalHost } from './modal-host';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

describe('a modal body still loading', () => {
  afterEach(() => {
    act(() => closeModal());
  });

  it('shows a spinner in the dialog until its code arrives, then the body', async () => {
    renderWithIntl(<ModalHost features={{ promoCodes: true, iframePayment: false }} />);
    act(() => void openMessage({ title: 'Saved', text: 'Your settings are saved.' }));
    const dialog = screen.getByRole('dialog', { name: 'Saved' });
    expect(dialog).toContainElement(screen.getByRole('status', { name: 'Loading' }));
    expect(await screen.findByText('Your settings are saved.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
