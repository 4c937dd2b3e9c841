import { POLL_UNREADABLE_ANSWER, nextPurchaseStep, paymentCancelEvent, transactionPollOutcome, type PurchaseState } from './purchase-steps';

const ready: PurchaseState = {
  alreadyPurchased: false,
  signedIn: true,
  hasAgreement: false,
  agreementAccepted: false,
  parentalPassed: true,
  packetIsBase: false,
  holdsBasePacket: true,
  providerAllowsWithoutBase: false,
  purchasesMode: false,
  periodsCount: 1,
  periodChosen: false,
  trialChosen: false,
  price: 1990,
  trialAmount: null,
  balance: 0,
  paySystemsCount: 2,
  hasLinkedCard: false,
};

const step = (overrides: Partial<PurchaseState>) => nextPurchaseStep({ ...ready, ...overrides });

describe('nextPurchaseStep', () => {
  it('plays content that is already purchased, before anything else', () => {
    expect(step({ alreadyPurchased: true, signedIn: false }).step).toBe('play');
  });

  it('sends guests and signed-out viewers to auth', () => {
    expect(step({ signedIn: false }).step).toBe('auth');
  });

  it('asks to accept the agreement first', () => {
    expect(step({ hasAgreement: true }).step).toBe('agreement');
    expect(step({ hasAgreement: true, agreementAccepted: true }).step).not.toBe('agreement');
  });

  it('runs the parental check for pay', () => {
    expect(step({ hasAgreement: true, agreementAccepted: true, parentalPassed: false }).step).toBe('parental');
  });

  it('shows base packets when a non-base packet is bought without a base packet', () => {
    expect(step({ holdsBasePacket: false }).step).toBe('base_packets');
    expect(step({ holdsBasePacket: false, providerAllowsWithoutBase: true }).step).not.toBe('base_packets');
    expect(step({ holdsBasePacket: false, packetIsBase: true }).step).not.toBe('base_packets');
  });

  it('confirms the period in purchases mode with two or more periods and no trial', () => {
    expect(step({ purchasesMode: true, periodsCount: 2 }).step).toBe('confirm_period');
    expect(step({ purchasesMode: true, periodsCount: 2, periodChosen: true }).step).not.toBe('confirm_period');
    expect(step({ purchasesMode: true, periodsCount: 2, trialChosen: true }).step).not.toBe('confirm_period');
    expect(step({ purchasesMode: true, periodsCount: 1 }).step).not.toBe('confirm_period');
    expect(step({ purchasesMode: false, periodsCount: 3 }).step).not.toBe('confirm_period');
  });

  it('confirms when the balance covers the price', () => {
    expect(step({ balance: 1990 })).toEqual({ step: 'confirm', amount: 1990 });
  });

  it('charges trial_amount for a trial', () => {
    expect(step({ trialChosen: true, trialAmount: 1, balance: 5 })).toEqual({ step: 'confirm', amount: 1 });
  });

  it('confirms by linked card for the difference', () => {
    expect(step({ hasLinkedCard: true, balance: 490 })).toEqual({ step: 'card_confirm', amount: 1500 });
  });

  it('refills the difference when the balance covers part of the price', () => {
    expect(step({ balance: 990 })).toEqual({ step: 'refill', amount: 1000 });
  });

  it('confirms the whole price without a linked card for a partner that confirms purchases (step 6)', () => {
    expect(step({ partnerCardlessStep: 'confirm' })).toEqual({ step: 'confirm', amount: 1990 });
    expect(step({ partnerCardlessStep: 'confirm', balance: 990 })).toEqual({ step: 'confirm', amount: 1990 });
    // A linked card still gives card confirm.
    expect(step({ partnerCardlessStep: 'confirm', hasLinkedCard: true }).step).toBe('card_confirm');
  });

  it('goes direct with one pay system and to the list otherwise', () => {
    expect(step({ paySystemsCount: 1 })).toEqual({ step: 'paysystem_direct', amount: 1990 });
    expect(step({ paySystemsCount: 3 })).toEqual({ step: 'paysystems', amount: 1990 });
  });
});

describe('transactionPollOutcome', () => {
  const START = 1_000_000;
  const poll = (overrides: Partial<Parameters<typeof transactionPollOutcome>[0]>) =>
    transactionPollOutcome({ pollingStartedAt: START, transactionCreatedAt: START, now: START + 5_000, ...overrides });

  it('waits 5 s while the transaction is pending', () => {
    expect(poll({ transaction: { status: 'pending' } })).toEqual({ kind: 'wait', delayMs: 5_000 });
  });

  it('finishes on complete and on error with the status description', () => {
    expect(poll({ transaction: { status: 'complete' } })).toEqual({ kind: 'complete' });
    expect(poll({ transaction: { status: 'error', statusDescription: 'Card declined' } })).toEqual({
      kind: 'error',
      message: 'Card declined',
    });
    expect(poll({ transaction: { status: 'error' } })).toEqual({ kind: 'error', message: null });
  });

  it('ignores 504 and keeps polling through an unreported 404', () => {
    expect(poll({ failureStatus: 504 }).kind).toBe('wait');
    expect(poll({ failureStatus: 404 }).kind).toBe('wait');
  });

  it('keeps polling when no answer came or the server was being replaced: the payment goes on at the bank', () => {
    for (const failureStatus of [0, 502, 503]) expect(poll({ failureStatus })).toEqual({ kind: 'wait', delayMs: 5_000 });
    // Still within the limits: a connection that never comes back stops at 600 s like any poll.
    expect(poll({ failureStatus: 0, now: START + 600_000 })).toEqual({ kind: 'stop', report: false });
  });

  it('stops and reports other failures', () => {
    expect(poll({ failureStatus: 500 })).toEqual({ kind: 'stop', report: true });
    expect(poll({ failureStatus: 401 })).toEqual({ kind: 'stop', report: true });
    expect(poll({ failureStatus: POLL_UNREADABLE_ANSWER })).toEqual({ kind: 'stop', report: true });
  });

  it('stops after 600 s of polling', () => {
    expect(poll({ now: START + 599_999 }).kind).toBe('wait');
    expect(poll({ now: START + 600_000 })).toEqual({ kind: 'stop', report: false });
  });

  it('stops when the transaction is older than 3600 s', () => {
    const now = START + 5_000;
    expect(poll({ now, transactionCreatedAt: now - 3_600_000 }).kind).toBe('wait');
    expect(poll({ now, transactionCreatedAt: now - 3_600_001 })).toEqual({ kind: 'stop', report: false });
  });
});

describe('paymentCancelEvent', () => {
  it('names the cancel event by purchases mode', () => {
    expect(paymentCancelEvent(true)).toBe('offer_cancel');
    expect(paymentCancelEvent(false)).toBe('payment_cancel');
  });
});
