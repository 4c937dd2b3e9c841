import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { closeModal, openMessage, type ModalId } from '@/lib/modals';
import { renderWithIntl } from '@/components/shell/testing/intl';
import { MODAL_BODIES } from './modal-bodies';
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

  it.each(Object.keys(MODAL_BODIES) as ModalId[])('%s shows the placeholder first', (id) => {
    const Body = MODAL_BODIES[id] as ComponentType<{ props: object; close: () => void }>;
    const { unmount } = renderWithIntl(<Body props={{}} close={() => {}} />);
    expect(screen.getByTestId('modal-body-loading')).toBeInTheDocument();
    unmount();
  });
});
