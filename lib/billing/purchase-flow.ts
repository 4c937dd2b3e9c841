import {
  getBalance,
  getCurrentSubscriptions,
  getPacket,
  getPackets,
  getPacketsForChannel,
  getPacketsForContent,
  getPurchaseOptions,
  getRentalOffer,
} from '../api/billing';
import { getCards } from '../api/payments';
import { getNetworkInfo } from '../api/platform';
import type { Packet, PurchaseOption } from '../api/types/billing';
import { openModal } from '../modals/modal-controller';
import { openMessage } from '../modals/message';
import { isTrialApplicable, parseMoney } from '../rules/pricing';
import { nextPurchaseStep } from '../rules/purchase-steps';
import { agreementHref, awaitAgreement, isAgreementAccepted, tabStorage } from './agreement';
import { newIdempotencyKey } from './idempotency';
import { offeredPaySystemsOf, openPurchaseStep, passParental } from './pay-forms';
import { cardlessPayStep } from '../partners/pay-steps';
import { browserPartner } from '../partners/browser-partner';
import { partnerVariant } from '../partners/variants';
import { runRental, showUnreadablePrice } from './rental-flow';
import {
  contentHref,
  packetPurchaseHref,
  type PurchaseContext,
  type PurchaseDeps,
  type PurchaseProgress,
  type PurchaseTarget,
} from './purchase-context';
import { purchasedTarget, showAlreadyBought } from './already-bought';

const FRESH: PurchaseProgress = { agreementAccepted: false, parentalPassed: false };

/** A packet held now or queued: buying it again is refused, its content plays instead. */
export function holdsPacket(packet: Pick<Packet, 'subscription' | 'nextSubscription'>): boolean {
  const status = packet.subscription?.status;
  return status === 'active' || status === 'paused' || packet.nextSubscription !== null;
}

/**
 * The period the buyer picked, the trial when asked for (and still on offer), else the first option. `chosen` only
 * when the picked period is one of the packet's: a stale or foreign id (an old gift link) asks for the period again.
 */
export function pickOption(
  options: PurchaseOption[],
  target: PurchaseTarget,
): { option: PurchaseOption | null; isTrial: boolean; chosen: boolean } {
  const first = options[0] ?? null;
  const picked = target.periodId != null ? options.find((o) => o.id === target.periodId) : undefined;
  const chosen = picked !== undefined;
  if (target.trial && first?.hasTrial) return { option: first, isTrial: true, chosen };
  return { option: picked ?? first, isTrial: false, chosen };
}

/**
 * The packets a content meta's pay button sells: the content's own list narrowed to those its `button_data.packet_ids`
 * names. A button naming none of them (or none at all) leaves the list whole: those packets open the title too.
 */
export function buttonPackets(packets: Packet[], button: PurchaseTarget['button']): Packet[] {
  const named = new Set(button?.packetIds ?? []);
  const sold = packets.filter((packet) => named.has(packet.id));
  return sold.length > 0 ? sold : packets;
}

/**
 * The purchase flow of catalogue-vod-billing.md section 4, steps 1 to 6; lib/rules/purchase-steps decides each
 * step. Every question (sign-in, agreement, PIN, base packet, period) resumes the flow with what was answered.
 */
export async function runPurchase(
  deps: PurchaseDeps,
  target: PurchaseTarget,
  progress: PurchaseProgress = FRESH,
): Promise<void> {
  const again = (next: PurchaseTarget = target, answered: PurchaseProgress = progress) => {
    runPurchase(deps, next, answered).catch(deps.onError);
  };
  const { api, text } = deps;

  // The resume runs after sign-in, when the gate captured with these deps still sees the guest.
  const resumeSignedIn = () => {
    runPurchase({ ...deps, requireSignIn: () => true }, target, progress).catch(deps.onError);
  };
  if (!deps.requireSignIn(resumeSignedIn)) return;

  if (target.packetId == null) {
    const held = await purchasedTarget(deps, target);
    if (held.purchased) {
      showAlreadyBought(deps, target, text('alreadyBoughtTitle'), held.watch);
      return;
    }
    const contentId = target.contentId;
    const [listed, rental] = await Promise.all([
      contentId != null
        ? getPacketsForContent(api, contentId)
        : target.channelId != null
          ? getPacketsForChannel(api, target.channelId)
          : Promise.resolve([]),
      contentId != null ? getRentalOffer(api, contentId) : Promise.resolve(null),
    ]);
    const packets = buttonPackets(listed, target.button);
    // A film on rent is offered next to the packets that open it, even when one packet would go straight on.
    if (contentId != null && rental && !rental.isRented) {
      openModal('quick_packets', {
        packets,
        rental,
        onChoose: (packetId: number) => again({ ...target, packetId }),
        // An embedded player rents on the content's own page, as it buys packets on theirs (section 6).
        onRent: () =>
          deps.embed
            ? window.open(contentHref(contentId), '_blank', 'noopener')
            : runRental(deps, { ...target, contentId }, rental).catch(deps.onError),
      });
      return;
    }
    if (packets.length === 0) {
      openMessage({ title: text('soon.title'), text: text('soon.text') });
      return;
    }
    // One packet is bought straight on, unless the button asks for its options to be shown.
    if (packets.length === 1 && !target.button?.showOptions) return again({ ...target, packetId: packets[0].id });
    openModal('quick_packets', { packets, onChoose: (packetId: number) => again({ ...target, packetId }) });
    return;
  }

  if (deps.embed) {
    window.open(packetPurchaseHref(target.packetId, target.periodId), '_blank', 'noopener');
    return;
  }

  const packet = await getPacket(api, target.packetId);
  if (holdsPacket(packet)) {
    const { watch } = await purchasedTarget(deps, target);
    showAlreadyBought(deps, target, packet.name, watch, packet);
    return;
  }
  // A provider-managed packet is sold by the provider only (section 8, "provider-only subscription").
  if (packet.isProviderManaged) {
    openMessage({ title: packet.name, text: text('providerOnly') });
    return;
  }

  // Step 2: the agreement page opens over this page; accepting it there resumes this purchase.
  if (packet.agreement && !progress.agreementAccepted && !isAgreementAccepted(tabStorage(), packet.id)) {
    awaitAgreement(packet.id, () => again(target, { ...progress, agreementAccepted: true }));
    deps.navigate(agreementHref(target.packetId));
    return;
  }

  const [balance, current, network, options, cards] = await Promise.all([
    getBalance(api),
    getCurrentSubscriptions(api),
    getNetworkInfo(api),
    getPurchaseOptions(api, packet.id),
    getCards(api),
  ]);
  const { option, isTrial, chosen } = pickOption(options, target);
  const trialAmount = option?.trialAmount ?? packet.trial?.amount ?? null;
  const trialChosen = isTrial && isTrialApplicable(option?.trialPeriod ?? packet.trial?.period, packet.isUsedTrial);
  const paySystems = await offeredPaySystemsOf(api, balance);
  if (!(await passParental(deps, paySystems, progress))) return;
  const answered = { ...progress, parentalPassed: true };
  const price = parseMoney(option?.amount ?? packet.price);
  const trialPrice = trialChosen && trialAmount !== null ? parseMoney(trialAmount) : null;
  const step = nextPurchaseStep({
    alreadyPurchased: false,
    signedIn: true,
    hasAgreement: false,
    agreementAccepted: true,
    parentalPassed: true,
    packetIsBase: packet.isBase,
    holdsBasePacket: current.some((held) => held.isBase),
    providerAllowsWithoutBase: network.provider?.allowsPacketsWithoutBase ?? false,
    purchasesMode: options.length > 0,
    periodsCount: options.length,
    periodChosen: chosen,
    trialChosen,
    // Only a question may come before the price is known to be readable: the base packet, or the period (whose
    // dialog writes an unreadable amount as nothing).
    price: price ?? 0,
    trialAmount: parseMoney(trialAmount),
    balance: parseMoney(balance.balance) ?? 0,
    paySystemsCount: paySystems.length,
    hasLinkedCard: cards.length > 0,
    partnerCardlessStep: cardlessPayStep(partnerVariant(browserPartner(), network.provider?.shortname)),
  });

  if (step.step === 'base_packets') {
    const base = (await getPackets(api)).filter((candidate) => candidate.isBase && candidate.actions.canSubscribe);
    openModal('quick_packets', {
      packets: base,
      baseFirst: true,
      // Once the base packet is bought the add-on's purchase goes on where it was (its period, trial and the title
      // waiting to play); an abandoned base purchase ends it.
      onChoose: (packetId: number) => again({ packetId, onPurchased: () => again(target, answered) }, answered),
    });
    return;
  }
  if (step.step === 'confirm_period') {
    openModal('confirm_period', {
      packet,
      options,
      onChoose: (periodId: number, trial: boolean) => again({ ...target, periodId, trial }, answered),
    });
    return;
  }

  if (price === null || (trialChosen && trialAmount !== null && trialPrice === null)) {
    showUnreadablePrice(deps);
    return;
  }
  const context: PurchaseContext = {
    packet,
    rental: null,
    option,
    isTrial: trialChosen,
    price: trialPrice ?? price,
    due: step.amount,
    account: balance,
    paySystems,
    cards,
    contentId: target.contentId ?? null,
    idempotencyKey: newIdempotencyKey(),
    onPurchased: target.onPurchased,
  };
  openPurchaseStep(deps, step.step, context);
}
