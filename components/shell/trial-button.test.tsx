import { fireEvent, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { renderWithIntl } from '@/tests/support/intl';
import { TrialButton } from './trial-button';

let viewer: Record<string, unknown> | null = null;
const openSignIn = jest.fn();
const getPurchasePackets = jest.fn();
let loading = false;
jest.mock('@/lib/session/shell-viewer', () => ({ useShellViewer: () => ({ user: viewer, isLoading: loading }) }));
jest.mock('@/lib/session/use-auth-gate', () => ({ openSignIn: () => openSignIn() }));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/api/billing', () => ({ getPurchasePackets: (...args: unknown[]) => getPurchasePackets(...args) }));

function renderButton() {
  return renderWithIntl(
    <SWRConfig value={{ provider: () => new Map() }}>
      <TrialButton />
    </SWRConfig>,
  );
}

describe('TrialButton', () => {
  it("offers a guest the provider's promo days and opens the sign-up", () => {
    viewer = { isGuest: true, provider: { hasPurchases: false, promoDays: 7 } };
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: '7 days free' }));
    expect(openSignIn).toHaveBeenCalled();
    expect(getPurchasePackets).not.toHaveBeenCalled();
  });

  it("words a guest's offer as the server did when it names the same days, else itself", () => {
    viewer = { isGuest: true, provider: { hasPurchases: false, promoDays: 7 } };
    const { rerender } = renderWithIntl(<TrialButton guestOffer={{ days: 7, label: 'Seven days, on us' }} />);
    expect(screen.getByRole('button', { name: 'Seven days, on us' })).toBeInTheDocument();
    rerender(<TrialButton guestOffer={{ days: 3, label: 'Three days, on us' }} />);
    expect(screen.getByRole('button', { name: '7 days free' })).toBeInTheDocument();
  });

  it('links a member to the packet whose trial is on offer', async () => {
    viewer = { isGuest: false, provider: { hasPurchases: true, promoDays: 7 } };
    getPurchasePackets.mockResolvedValue([{ id: 1, name: 'Base', isTrial: false }, { id: 3, name: 'Cinema', isTrial: true }]);
    renderButton();
    expect(await screen.findByRole('link', { name: 'Try Cinema' })).toHaveAttribute('href', '/en/packets/3');
  });

  it('shows nothing without a trial to give, and marks that for the place the header held', async () => {
    viewer = { isGuest: false, provider: { hasPurchases: true, promoDays: 7 } };
    getPurchasePackets.mockResolvedValue([{ id: 1, name: 'Base', isTrial: false }]);
    const { container } = renderButton();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('trial-button')).toBeNull();
    expect(container.querySelector('span[hidden]')).not.toBeNull();
  });

  it('renders nothing while start-up has not said who the viewer is, so the held place stays', () => {
    loading = true;
    viewer = null;
    try {
      const { container } = renderButton();
      expect(container).toBeEmptyDOMElement();
    } finally {
      loading = false;
    }
  });
});
