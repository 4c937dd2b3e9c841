import { billingErrorOutcome, offerStep, offeredPaySystems, payformModal, pickOfferPurchase } from './payment-flow';

describe('payformModal', () => {
  it.each([
    [{ payform: 'qrcode' }, false, 'pay_qr'],
    [{ payform: 'qrcode_png' }, false, 'pay_qr'],
    [{ payform: 'qrcode', isKaspi: true }, false, 'pay_qr_kaspi'],
    [{ payform: 'short_url', mode: 'redirect' as const }, true, 'pay_redirect'],
    [{ payform: 'short_url', mode: 'iframe' as const }, true, 'pay_iframe'],
    [{ payform: 'short_url', mode: 'iframe' as const }, false, 'pay_redirect'],
    [{ payform: 'linkedcard' }, false, 'pay_card'],
    [{ payform: 'linked_card' }, false, 'pay_card'],
    [{ payform: 'phone' }, false, 'pay_phone_sms'],
    [{ payform: 'phone_sms' }, false, 'pay_phone_sms'],
    [{ payform: 'info' }, false, 'message'],
    [{ payform: 'provider_account' }, false, 'message'],
    [{ payform: 'ext_app' }, false, 'message'],
  ])('%o (iframe enabled: %s) opens %s', (paySystem, iframe, modal) => {
    expect(payformModal(paySystem, iframe)).toBe(modal);
  });
});

describe('offeredPaySystems', () => {
  const systems = [
    { shortname: 'card', payform: 'short_url', mode: 'redirect' as const },
    { shortname: 'card_iframe', payform: 'short_url', mode: 'iframe' as const },
    { shortname: 'qr', payform: 'qrcode', mode: null },
  ];
  it('hides the framed card payment while iframe payment is off', () => {
    expect(offeredPaySystems(systems, false).map((system) => system.shortname)).toEqual(['card', 'qr']);
  });
  it('offers it when iframe payment is on', () => {
    expect(offeredPaySystems(systems, true).map((system) => system.shortname)).toEqual(['card', 'card_iframe', 'qr']);
  });
});

describe('offer flow', () => {
  const plain = { id: 1, hasTrial: false, hasMoneyOnBalance: false };
  const trial = { id: 2, hasTrial: true, hasMoneyOnBalance: false };

  it('picks the purchase with a trial, else the first', () => {
    expect(pickOfferPurchase([plain, trial])).toBe(trial);
    expect(pickOfferPurchase([plain, { ...plain, id: 3 }])).toBe(plain);
    expect(pickOfferPurchase([])).toBeNull();
  });

  it('confirms with money on balance, else goes by pay system count', () => {
    expect(offerStep({ ...plain, hasMoneyOnBalance: true }, 3)).toBe('confirm');
    expect(offerStep(plain, 1)).toBe('paysystem_direct');
    expect(offerStep(plain, 2)).toBe('paysystems');
  });
});

describe('billingErrorOutcome', () => {
  it('pays the difference by card on 402 from subscribe', () => {
    expect(billingErrorOutcome('subscribe', 402)).toEqual({ kind: 'pay_difference_by_card' });
  });

  it('shows no-funds on 400 from offer transactions and linked-card offer payments', () => {
    expect(billingErrorOutcome('offer_transaction', 400)).toEqual({ kind: 'nofunds' });
    expect(billingErrorOutcome('linked_card_offer', 400)).toEqual({ kind: 'nofunds' });
  });

  it('shows the QR with its amount on 402 or 451 from the QR flow', () => {
    expect(billingErrorOutcome('qr', 402)).toEqual({ kind: 'qr_with_amount' });
    expect(billingErrorOutcome('qr', 451)).toEqual({ kind: 'qr_with_amount' });
  });

  it('shows the server text on 451 or 400 from disable', () => {
    expect(billingErrorOutcome('disable', 451)).toEqual({ kind: 'server_message' });
    expect(billingErrorOutcome('disable', 400)).toEqual({ kind: 'server_message' });
  });

  it('falls back to the generic handler', () => {
    expect(billingErrorOutcome('subscribe', 500)).toEqual({ kind: 'generic' });
    expect(billingErrorOutcome('qr', 400)).toEqual({ kind: 'generic' });
  });
});
