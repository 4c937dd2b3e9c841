import { getAccounts } from '../api/billing';
import type { ApiClient } from '../api/client';
import { getPaySystems, payByQr, pollTransaction } from '../api/payments';
import type { Transaction } from '../api/types/billing';

/** What block status -1 (payment due, section 4) asks of the subscriber, as opened by lib/session/regional-block.ts. */
export interface RegionalDebt {
  amount: number;
  balance: number;
  username: string;
  messageDetail: string;
}

/** pay_qr_kaspi is also billing's Kaspi QR for a purchase; the regional block opens it with status -1 and no context. */
export function regionalDebtOf(props: Record<string, unknown>): RegionalDebt | null {
  if (props.status !== -1 || typeof props.amount !== 'number') return null;
  return {
    amount: props.amount,
    balance: typeof props.balance === 'number' ? props.balance : 0,
    username: typeof props.username === 'string' ? props.username : '',
    messageDetail: typeof props.messageDetail === 'string' ? props.messageDetail : '',
  };
}

/**
 * The debt paid by Kaspi QR: a top-up of the account by the amount due through the provider's Kaspi pay system.
 * Null when the account or the provider has no Kaspi QR (the body then points to support instead).
 */
export async function startDebtPayment(api: ApiClient, debt: RegionalDebt, idempotencyKey: string): Promise<Transaction | null> {
  if (debt.amount <= 0) return null;
  const [account] = await getAccounts(api);
  if (!account?.isPaymentAllowed) return null;
  const kaspi = (await getPaySystems(api, account.id)).find((paySystem) => paySystem.isKaspi);
  if (!kaspi) return null;
  return payByQr(api, account.id, { amount: String(debt.amount) }, { paySystem: kaspi.shortname, idempotencyKey });
}

export { pollTransaction as waitForDebtPayment };
