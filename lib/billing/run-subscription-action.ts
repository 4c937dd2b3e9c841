import type { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/errors';
import type { Packet } from '@/lib/api/types/billing';
import { openModal } from '@/lib/modals/modal-controller';
import { openMessage } from '@/lib/modals/message';
import type { ParentalAction } from '@/lib/rules/parental';
import { billingErrorOutcome } from '@/lib/rules/payment-flow';
import { actionRequirements, type SubscriptionAction } from '@/lib/rules/subscription-actions';

/** What a subscription action needs of the component that offers it (components/billing/use-subscription-action). */
export interface SubscriptionActionContext {
  t: ReturnType<typeof useTranslations<'billing'>>;
  handleError: (error: unknown, options: { display: 'modal'; title: string }) => void;
  ensureParental: (action: ParentalAction) => Promise<boolean>;
  purchasesMode: boolean;
}

/**
 * Runs one subscription action (section 4, "Subscription actions by state"): disabling asks the parental check for
 * paying and a confirmation; 451 and 400 answers show the server's text in a message modal. A viewer in purchases
 * mode (is_have_purchases) turns renewal off and on through the purchase calls (section 7: DELETE purchases/{id},
 * PATCH purchases with status active), anyone else through the subscription calls. It loads with the first action:
 * the packet page's first load carries only its buttons.
 */
export async function runSubscriptionAction(
  action: SubscriptionAction,
  packet: Packet,
  { t, handleError, ensureParental, purchasesMode }: SubscriptionActionContext,
): Promise<void> {
  // The billing API loads with the first action, not with every packet page.
  const [{ getBrowserApi }, billing, { refreshBillingData }] = await Promise.all([
    import('@/lib/api/browser'),
    import('@/lib/api/billing'),
    import('@/lib/billing/refresh'),
  ]);
  const api = getBrowserApi();
  const name = packet.bundle?.customName || packet.name;
  const report = (error: unknown) => {
    if (error instanceof ApiError && billingErrorOutcome('disable', error.status).kind === 'server_message') {
      openMessage({ title: name, text: error.serverMessage ?? t('error.payment'), icon: 'error' });
    } else handleError(error, { display: 'modal', title: t('error.title') });
  };
  const done = async (key: string) => {
    await refreshBillingData(api);
    openMessage({ title: name, text: t(key, { name }), icon: 'success' });
  };
  const requirements = actionRequirements(action);
  if (requirements.parentalAction && !(await ensureParental(requirements.parentalAction))) return;

  if (action === 'disable' || action === 'disable_future') {
    const subscription = action === 'disable_future' ? packet.nextSubscription : packet.subscription;
    if (!subscription) return;
    openMessage({
      title: name,
      text: t(action === 'disable_future' ? 'actions.confirmRemoveFuture' : 'actions.confirmDisable', { name }),
      buttons: [
        { label: t('cancel') },
        {
          label: t('actions.confirmYes'),
          primary: true,
          onClick: () => {
            const request =
              action === 'disable_future'
                ? billing.deleteFutureSubscription(api, subscription.id)
                : purchasesMode
                  ? billing.deletePurchase(api, subscription.id)
                  : billing.disableSubscription(api, subscription.id);
            request.then(() => done('actions.disabled'), report);
          },
        },
      ],
    });
    return;
  }
  if (action === 're_enable' && packet.subscription) {
    try {
      if (purchasesMode) await billing.setPurchaseStatus(api, packet.subscription.id, 'active');
      else await billing.updateSubscription(api, packet.subscription.id, { renew: true });
      await done('actions.reEnabled');
    } catch (error) {
      report(error);
    }
    return;
  }
  if (action === 'change' && packet.subscription) {
    openModal('subscription', { packet, subscription: packet.subscription });
  }
}
