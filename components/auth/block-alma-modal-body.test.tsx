import { fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/intl';
import en from '@/messages/en.json';
import { BlockAlmaModalBody } from './block-alma-modal-body';

const KZT = { symbol: '₸', asciiName: 'KZT', isoCode: 'KZT', format: '{amount} {symbol}' };
let viewer: Record<string, unknown> | null = null;
jest.mock('@/lib/session/use-current-user', () => ({ useCurrentUser: () => ({ user: viewer }) }));

function renderBlock(props: Record<string, unknown>) {
  const close = jest.fn();
  renderWithIntl(<BlockAlmaModalBody props={props} close={close} />);
  return close;
}

describe('BlockAlmaModalBody', () => {
  it("shows the server's message, the balance in the provider's currency, a call to support and close", () => {
    viewer = { provider: { currency: KZT, support: { phone: '+77270000000', email: '', url: '' } } };
    const close = renderBlock({ messageDetail: 'The service is blocked.', balance: 1500 });
    expect(screen.getByText('The service is blocked.')).toBeInTheDocument();
    expect(screen.getByText(/1,500 ₸/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.auth.callSupport })).toHaveAttribute('href', 'tel:+77270000000');
    fireEvent.click(screen.getByRole('button', { name: en.auth.close }));
    expect(close).toHaveBeenCalled();
  });

  it('offers no call when the provider has no support phone, and falls back to its own text', () => {
    viewer = { provider: { currency: KZT, support: { phone: '', email: '', url: '' } } };
    renderBlock({});
    expect(screen.getByText(en.auth.blockedText)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.auth.callSupport })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.auth.close })).toBeInTheDocument();
  });
});
