import {
  PROMO_WIZARD_START,
  promoCheckIntervalMs,
  promoWizardNext,
  type PromoWizardEvent,
  type PromoWizardState,
} from './promo-wizard';

function run(events: PromoWizardEvent[], start: PromoWizardState = PROMO_WIZARD_START) {
  const calls: (string | null)[] = [];
  let state = start;
  for (const event of events) {
    const transition = promoWizardNext(state, event);
    state = transition.state;
    calls.push(transition.call);
  }
  return { state, calls };
}

describe('promoWizardNext', () => {
  it('checks then applies a code for a signed-in user and finishes', () => {
    const { state, calls } = run([
      { type: 'submit_code', code: ' GIFT30 ', isGuest: false },
      { type: 'check_ok', isNeedConfirm: false, needsCard: false },
      { type: 'apply_ok' },
    ]);
    expect(calls).toEqual(['check', 'apply', null]);
    expect(state).toMatchObject({ step: 'finished', code: 'GIFT30', error: null });
  });

  it('sends a guest to login and checks the saved code afterwards', () => {
    const { state, calls } = run([{ type: 'submit_code', code: 'GIFT30', isGuest: true }, { type: 'logged_in' }]);
    expect(calls).toEqual(['open_auth', 'check']);
    expect(state.code).toBe('GIFT30');
  });

  it('asks to confirm a key that needs it before applying', () => {
    const { state, calls } = run([
      { type: 'submit_code', code: 'GIFT30', isGuest: false },
      { type: 'check_ok', isNeedConfirm: true, confirmationText: 'Sure?', needsCard: false },
      { type: 'confirmed' },
    ]);
    expect(calls).toEqual(['check', null, 'apply']);
    expect(state).toMatchObject({ step: 'confirm', confirmation: 'Sure?' });
  });

  it('goes through the card step and sends the code on card success', () => {
    const { state, calls } = run([
      { type: 'submit_code', code: 'CARD', isGuest: false },
      { type: 'check_ok', isNeedConfirm: false, needsCard: true },
      { type: 'card_ok' },
      { type: 'apply_ok' },
    ]);
    expect(calls).toEqual(['check', null, 'apply', null]);
    expect(state.step).toBe('finished');
  });

  it('returns to step 1 on a card error and shows the failure screen when linking fails', () => {
    const atCard = run([
      { type: 'submit_code', code: 'CARD', isGuest: false },
      { type: 'check_ok', isNeedConfirm: false, needsCard: true },
    ]).state;
    expect(promoWizardNext(atCard, { type: 'card_failed' }).state.step).toBe('enter_code');
    expect(promoWizardNext(atCard, { type: 'card_link_failed' }).state.step).toBe('promo_card_link_failure');
  });

  it('returns to step 1 with the server message when check or apply fails', () => {
    const checked = run([
      { type: 'submit_code', code: 'NOPE', isGuest: false },
      { type: 'check_failed', message: 'Promo code not found.' },
    ]).state;
    expect(checked).toMatchObject({ step: 'enter_code', error: 'Promo code not found.', code: 'NOPE' });
    const applied = run([
      { type: 'submit_code', code: 'USED', isGuest: false },
      { type: 'check_ok', isNeedConfirm: false, needsCard: false },
      { type: 'apply_failed', message: 'Already used.' },
    ]).state;
    expect(applied).toMatchObject({ step: 'enter_code', error: 'Already used.' });
  });

  it('refuses empty or too long codes without a call', () => {
    expect(promoWizardNext(PROMO_WIZARD_START, { type: 'submit_code', code: ' ', isGuest: false })).toEqual({
      state: { ...PROMO_WIZARD_START, error: 'required' },
      call: null,
    });
    expect(
      promoWizardNext(PROMO_WIZARD_START, { type: 'submit_code', code: 'X'.repeat(16), isGuest: false }).call,
    ).toBeNull();
  });

  it('ignores a login or confirm that arrives at the wrong step', () => {
    expect(promoWizardNext(PROMO_WIZARD_START, { type: 'logged_in' }).call).toBeNull();
    expect(promoWizardNext(PROMO_WIZARD_START, { type: 'confirmed' }).call).toBeNull();
  });
});

describe('promoCheckIntervalMs', () => {
  it('checks every 300 ms, 600 ms with a transaction', () => {
    expect(promoCheckIntervalMs(false)).toBe(300);
    expect(promoCheckIntervalMs(true)).toBe(600);
  });
});
