import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { renderWithIntl } from '@/tests/support/intl';
import en from '@/messages/en.json';
import { LinkedCardsPanel } from './linked-cards-panel';

let isOtt = true;
let hidePayment = false;
jest.mock('@/lib/session/use-partner-variant', () => ({ usePartnerVariant: () => ({ hidePayment }) }));
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/api/payments', () => ({
  getCards: async () => [
    { id: 1, number: '4400 **** **** 0001', isPrimary: true },
    { id: 2, number: '4400 **** **** 0002', isPrimary: false },
  ],
  deleteCard: jest.fn(),
}));
jest.mock('@/lib/api/platform', () => ({ getNetworkInfo: async () => ({ provider: { id: 1, isOtt } }) }));

const renderPanel = () =>
  renderWithIntl(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <LinkedCardsPanel />
    </SWRConfig>,
  );

describe('linked cards (card removal only for OTT providers)', () => {
  it('lets a viewer of an OTT provider remove each card', async () => {
    isOtt = true;
    renderPanel();
    expect(await screen.findByText('4400 **** **** 0002')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: en.billing.cards.remove })).toHaveLength(2);
  });

  it('lists the cards without removal for any other provider', async () => {
    isOtt = false;
    renderPanel();
    expect(await screen.findByText('4400 **** **** 0001')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: en.billing.cards.remove })).toBeNull();
  });

  it("shows the bank partner's subscribers no cards to pay with: they pay in their bank (section 6)", async () => {
    hidePayment = true;
    renderPanel();
    expect(await screen.findByText(en.billing.cards.inPartnerApp)).toBeInTheDocument();
    expect(screen.queryByText('4400 **** **** 0001')).toBeNull();
    hidePayment = false;
  });
});
