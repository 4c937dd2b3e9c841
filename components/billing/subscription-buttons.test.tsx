import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/tests/support/intl';
import type { Packet, Subscription } from '@/lib/api/types/billing';
import en from '@/messages/en.json';
import { SubscriptionButtons } from './subscription-buttons';

const startPurchase = jest.fn();
const perform = jest.fn();
jest.mock('@/lib/billing/use-purchase', () => ({ usePurchase: () => ({ startPurchase }) }));
jest.mock('./use-subscription-action', () => ({ useSubscriptionAction: () => ({ perform }) }));
let hasPurchases = false;
jest.mock('@/lib/session/shell-viewer', () => ({
  useShellViewer: () => ({ user: { provider: { hasPurchases } } }),
}));

const actions = {
  canSubscribe: false,
  canChangePeriod: false,
  canDisableRenew: false,
  canUnsubscribe: false,
  canEnableRenew: false,
  nextPeriod: { days: 0, months: 1, years: 0 },
  nextPrice: '990.00',
};
/** A subscription with the flags the platform sets for its state (every action the table offers is allowed). */
const sub = (status: Subscription['status'], renew: boolean, flags: Partial<typeof actions> = {}): Subscription => ({
  id: 5,
  packetId: 3,
  status,
  renew,
  isTrial: false,
  amount: '990.00',
  startAtSec: 0,
  endAtSec: 0,
  nextPayAtSec: null,
  actions: {
    ...actions,
    canDisableRenew: status === 'active' && renew,
    canUnsubscribe: status === 'paused' || status === 'future',
    canEnableRenew: status === 'active' && !renew,
    ...flags,
  },
});
const packet = (overrides: Partial<Packet>): Packet =>
  ({
    id: 3,
    name: 'Kids',
    available: true,
    isPromo: false,
    parentName: null,
    allowDeletePaused: false,
    subscription: null,
    nextSubscription: null,
    isTrial: false,
    trial: null,
    bundle: null,
    ...overrides,
  }) as Packet;
const a = en.billing.actions;

beforeEach(() => {
  jest.clearAllMocks();
  hasPurchases = false;
});

describe('subscription buttons by state', () => {
  it('offers subscribe, and the trial when it is on offer, to a packet not held', async () => {
    renderWithIntl(
      <SubscriptionButtons
        packet={packet({ isTrial: true, trial: { amount: '0.00', period: { days: 14, months: 0, years: 0 } } })}
        providerId={2}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: a.trial }));
    expect(startPurchase).toHaveBeenCalledWith({ packetId: 3, trial: true });
    await userEvent.click(screen.getByRole('button', { name: a.enable }));
    expect(startPurchase).toHaveBeenCalledWith({ packetId: 3 });
  });

  it('links provider 1 viewers to the packet page outside it', () => {
    renderWithIntl(<SubscriptionButtons packet={packet({})} providerId={1} />);
    expect(screen.getByRole('link', { name: a.enable })).toHaveAttribute('href', '/en/packets/3');
  });

  it('disables an active renewing subscription and re-enables a lapsed renewal', async () => {
    const active = packet({ subscription: sub('active', true) });
    const { unmount } = renderWithIntl(<SubscriptionButtons packet={active} providerId={1} />);
    await userEvent.click(screen.getByRole('button', { name: a.disable }));
    expect(perform).toHaveBeenCalledWith('disable', active);
    unmount();
    renderWithIntl(<SubscriptionButtons packet={packet({ subscription: sub('active', false) })} providerId={1} />);
    expect(screen.getByRole('button', { name: a.re_enable })).toBeInTheDocument();
  });

  it('removes a paused packet only when allowed, and a queued one', () => {
    const { unmount } = renderWithIntl(
      <SubscriptionButtons packet={packet({ subscription: sub('paused', true) })} providerId={1} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    const second = renderWithIntl(
      <SubscriptionButtons
        packet={packet({ subscription: sub('paused', true), allowDeletePaused: true })}
        providerId={1}
      />,
    );
    expect(screen.getByRole('button', { name: a.disable })).toBeInTheDocument();
    second.unmount();
    renderWithIntl(<SubscriptionButtons packet={packet({ nextSubscription: sub('future', true) })} providerId={1} />);
    expect(screen.getByRole('button', { name: a.disable_future })).toBeInTheDocument();
  });

  it('shows no buttons for promo packets or bundle members', () => {
    const { unmount } = renderWithIntl(<SubscriptionButtons packet={packet({ isPromo: true })} providerId={1} />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderWithIntl(<SubscriptionButtons packet={packet({ parentName: 'Movie Hall' })} providerId={2} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a change of period only when the provider object says the viewer has purchases (is_have_purchases)', () => {
    const changeable = packet({
      subscription: { ...sub('active', true), actions: { ...actions, canChangePeriod: true, canDisableRenew: true } },
    });
    const { unmount } = renderWithIntl(<SubscriptionButtons packet={changeable} providerId={1} />);
    expect(screen.getByRole('button', { name: a.disable })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: a.change })).toBeNull();
    unmount();
    hasPurchases = true;
    renderWithIntl(<SubscriptionButtons packet={changeable} providerId={1} />);
    expect(screen.getByRole('button', { name: a.change })).toBeInTheDocument();
  });

  it("hides what the subscription's own flags forbid (can_disable_renew, can_unsubscribe, can_enable_renew)", () => {
    const cases: [Subscription, Partial<Packet>][] = [
      [sub('active', true, { canDisableRenew: false }), {}],
      [sub('active', false, { canEnableRenew: false }), {}],
      [sub('paused', true, { canUnsubscribe: false }), { allowDeletePaused: true }],
    ];
    for (const [subscription, overrides] of cases) {
      const { unmount } = renderWithIntl(
        <SubscriptionButtons packet={packet({ subscription, ...overrides })} providerId={1} />,
      );
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
    renderWithIntl(
      <SubscriptionButtons
        packet={packet({ nextSubscription: sub('future', true, { canUnsubscribe: false }) })}
        providerId={1}
      />,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
