import { act, renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Packet, Subscription } from '@/lib/api/types/billing';
import en from '@/messages/en.json';
import { useSubscriptionAction } from './use-subscription-action';

const billing = {
  disableSubscription: jest.fn(() => Promise.resolve({})),
  updateSubscription: jest.fn(() => Promise.resolve({})),
  deleteFutureSubscription: jest.fn(() => Promise.resolve({})),
  deletePurchase: jest.fn(() => Promise.resolve({})),
  setPurchaseStatus: jest.fn(() => Promise.resolve({})),
};
jest.mock('@/lib/api/billing', () => billing);
jest.mock('@/lib/api/browser', () => ({ getBrowserApi: () => ({}) }));
jest.mock('@/lib/billing/refresh', () => ({ refreshBillingData: () => Promise.resolve() }));
const openMessage = jest.fn();
jest.mock('@/lib/modals/message', () => ({ openMessage: (props: unknown) => openMessage(props) }));
jest.mock('@/lib/modals/modal-controller', () => ({ openModal: jest.fn() }));
jest.mock('@/lib/parental/use-parental-gate', () => ({
  useParentalGate: () => ({ ensureParental: async () => true }),
}));
jest.mock('@/lib/alerts/use-lazy-error-handler', () => ({ useLazyErrorHandler: () => jest.fn() }));
let hasPurchases = false;
jest.mock('@/lib/session/shell-viewer', () => ({
  useShellViewer: () => ({ user: { provider: { hasPurchases } } }),
}));

const subscription = (renew: boolean) => ({ id: 41, status: 'active', renew }) as Subscription;
const packet = (renew: boolean) => ({ id: 3, name: 'Kids', bundle: null, subscription: subscription(renew) }) as Packet;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Almaty">
      {children}
    </NextIntlClientProvider>
  );
}

/** Confirms the disable dialog the way the viewer does: its primary button. */
function confirmDialog() {
  const dialog = openMessage.mock.calls[0][0] as { buttons: Array<{ primary?: boolean; onClick?: () => void }> };
  dialog.buttons.find((button) => button.primary)?.onClick?.();
}

beforeEach(() => jest.clearAllMocks());

describe('subscription actions in purchases mode (section 7: DELETE purchases/{id}, PATCH purchases status active)', () => {
  it('turns renewal off and on through the purchase calls for a viewer with purchases', async () => {
    hasPurchases = true;
    const { result } = renderHook(() => useSubscriptionAction(), { wrapper });
    await act(() => result.current.perform('disable', packet(true)));
    await act(async () => confirmDialog());
    expect(billing.deletePurchase).toHaveBeenCalledWith({}, 41);
    expect(billing.disableSubscription).not.toHaveBeenCalled();

    await act(() => result.current.perform('re_enable', packet(false)));
    expect(billing.setPurchaseStatus).toHaveBeenCalledWith({}, 41, 'active');
    expect(billing.updateSubscription).not.toHaveBeenCalled();
  });

  it('uses the subscription calls for anyone else', async () => {
    hasPurchases = false;
    const { result } = renderHook(() => useSubscriptionAction(), { wrapper });
    await act(() => result.current.perform('disable', packet(true)));
    await act(async () => confirmDialog());
    expect(billing.disableSubscription).toHaveBeenCalledWith({}, 41);
    await act(() => result.current.perform('re_enable', packet(false)));
    expect(billing.updateSubscription).toHaveBeenCalledWith({}, 41, { renew: true });
    expect(billing.deletePurchase).not.toHaveBeenCalled();
    expect(billing.setPurchaseStatus).not.toHaveBeenCalled();
  });
});
