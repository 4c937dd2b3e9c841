import { getBalance } from '../api/billing';
import { getContent } from '../api/catalogue';
import { getCards } from '../api/payments';
import type { RentalOffer } from '../api/types/billing';
import { openMessage } from '../modals/message';
import { parseMoney } from '../rules/pricing';
import { nextPurchaseStep } from '../rules/purchase-steps';
import { newIdempotencyKey } from './idempotency';
import { offeredPaySystemsOf, openPurchaseStep, passParental } from './pay-forms';
import type { PurchaseContext, PurchaseDeps, PurchaseTarget } from './purchase-context';

/**
 * Renting a film on its own (POST purchases with content_id): the parental check of the pay action, then the pay
 * step by state as for a packet (section 4 step 6) without base packet or period questions. The balance pays it
 * (confirm); when it is short the difference is paid in and the film is rented from the balance on completion.
 */
export async function runRental(
  deps: PurchaseDeps,
  target: PurchaseTarget & { contentId: number },
  offer: RentalOffer,
): Promise<void> {
  const { api } = deps;
  const [account, cards, content] = await Promise.all([
    getBalance(api),
    getCards(api),
    getContent(api, target.contentId),
  ]);
  const price = parseMoney(offer.amount);
  if (price === null) {
    showUnreadablePrice(deps);
    return;
  }
  const paySystems = await offeredPaySystemsOf(api, account);
  if (!(await passParental(deps, paySystems, { agreementAccepted: true, parentalPassed: false }))) return;
  const step = nextPurchaseStep({
    alreadyPurchased: false,
    signedIn: true,
    hasAgreement: false,
    agreementAccepted: true,
    parentalPassed: true,
    // A rental needs no base packet and has one fixed period.
    packetIsBase: true,
    holdsBasePacket: true,
    providerAllowsWithoutBase: true,
    purchasesMode: false,
    periodsCount: 0,
    periodChosen: false,
    trialChosen: false,
    price,
    trialAmount: null,
    balance: parseMoney(account.balance) ?? 0,
    paySystemsCount: paySystems.length,
    hasLinkedCard: cards.length > 0,
  });
  const context: PurchaseContext = {
    packet: null,
    rental: { contentId: target.contentId, title: content.title, offer },
    option: null,
    isTrial: false,
    price,
    due: step.amount,
    account,
    paySystems,
    cards,
    contentId: target.contentId,
    idempotencyKey: newIdempotencyKey(),
    onPurchased: target.onPurchased,
  };
  openPurchaseStep(deps, step.step, context);
}

/**
 * A price the operator sent that is not money (missing, malformed) stops the purchase before anything is charged:
 * read as 0 it would have been confirmed as free and then charged whatever the operator holds.
 */
export function showUnreadablePrice({ text }: Pick<PurchaseDeps, 'text'>): void {
  openMessage({ title: text('error.title'), text: text('error.price') });
}
