import {
  clickIdFrom,
  promoCheckSchedule,
  promoStepNumber,
  promoWizardNext,
  promoWizardStart,
  type PromoWizardCall,
  type PromoWizardEvent,
  type PromoWizardState,
} from './promo-wizard';

type Promo = { key: string };
type State = PromoWizardState<Promo, string, number>;
type Event = PromoWizardEvent<Promo, string, number>;

function run(events: Event[], start: State = promoWizardStart<Promo, string, number>('')) {
  const calls: PromoWizardCall[] = [];
  let state = start;
  for (const event of events) {
    const transition = promoWizardNext(state, event);
    state = transition.state;
    calls.push(transition.call);
  }
  return { state, calls };
}

const promo = { key: 'GIFT30' };
const atCard = () =>
  run([
    { type: 'edit', code: 'CARD' },
    { type: 'submit' },
    { type: 'failed', message: 'Link a bank card', needsCard: true },
  ]).state;

describe('promoWizardNext', () => {
  it('checks then applies a code of a member and finishes', () => {
    const { state, calls } = run([
      { type: 'edit', code: ' GIFT30 ' },
      { type: 'submit' },
      { type: 'check_ok', promo, needsConfirm: false },
      { type: 'apply_ok', applied: '7 days of Premiere' },
    ]);
    expect(calls).toEqual([null, 'check', 'apply', null]);
    expect(state).toMatchObject({
      step: 'finished',
      code: 'GIFT30',
      busy: false,
      error: null,
      applied: '7 days of Premiere',
    });
  });

  it('sends a guest to sign in and checks the saved code again afterwards', () => {
    const { state, calls } = run(
      [{ type: 'submit' }, { type: 'guest' }, { type: 'recheck' }, { type: 'check_ok', promo, needsConfirm: false }],
      promoWizardStart('GIFT30'),
    );
    expect(calls).toEqual(['check', 'open_auth', 'check', 'apply']);
    expect(state.code).toBe('GIFT30');
  });

  it('asks to confirm a code that needs it before applying, and goes back on request', () => {
    const asked = run(
      [{ type: 'submit' }, { type: 'check_ok', promo, needsConfirm: true }],
      promoWizardStart('KIDS14'),
    );
    expect(asked.calls).toEqual(['check', null]);
    expect(asked.state).toMatchObject({ step: 'confirm', promo, busy: false });
    expect(promoWizardNext(asked.state, { type: 'confirm' }).call).toBe('apply');
    expect(promoWizardNext(asked.state, { type: 'back' }).state.step).toBe('enter');
  });

  it('goes to the card step on the card condition, loads the cards and applies with one', () => {
    const state = atCard();
    expect(state).toMatchObject({ step: 'card', error: null, busy: false });
    expect(
      promoWizardNext(run([{ type: 'submit' }], promoWizardStart('CARD')).state, {
        type: 'failed',
        message: 'Link a bank card',
        needsCard: true,
      }).call,
    ).toBe('load_cards');
    const used = run(
      [{ type: 'cards_loaded', cards: [7] }, { type: 'use_card' }, { type: 'apply_ok', applied: 'ok' }],
      state,
    );
    expect(used.calls).toEqual([null, 'apply', null]);
    expect(used.state).toMatchObject({ step: 'finished', cards: [7] });
  });

  it('links a new card once per 10 s window, polls the cards after the bank and applies when it shows', () => {
    const linking = run([{ type: 'link' }, { type: 'link' }], atCard());
    expect(linking.calls).toEqual(['link', null]);
    expect(linking.state.linkDisabled).toBe(true);
    const linked = run([{ type: 'check_cards' }, { type: 'linked' }, { type: 'link_reenabled' }], linking.state);
    expect(linked.calls).toEqual(['poll_cards', 'apply', null]);
    expect(linked.state.linkDisabled).toBe(false);
  });

  it('shows the card-link failure screen when the bank refuses, and back to the card step on retry', () => {
    const failed = promoWizardNext(atCard(), { type: 'link_failed' }).state;
    expect(failed.step).toBe('card_failure');
    expect(promoWizardNext(failed, { type: 'retry_card' }).state.step).toBe('card');
  });

  it('returns to step 1 with the server message when the check or the apply fails, keeping the code', () => {
    const checked = run(
      [{ type: 'submit' }, { type: 'failed', message: 'Promo code not found.', needsCard: false }],
      promoWizardStart('NOPE'),
    ).state;
    expect(checked).toMatchObject({ step: 'enter', error: 'Promo code not found.', code: 'NOPE', busy: false });
    const confirmed = run(
      [
        { type: 'submit' },
        { type: 'check_ok', promo, needsConfirm: true },
        { type: 'confirm' },
        { type: 'failed', message: 'Already used.', needsCard: false },
      ],
      promoWizardStart('USED'),
    ).state;
    expect(confirmed).toMatchObject({ step: 'enter', error: 'Already used.' });
  });

  it('refuses an empty or too long code without a call, and a second submit while busy', () => {
    expect(promoWizardNext(promoWizardStart(' '), { type: 'submit' })).toMatchObject({
      state: { error: 'required' },
      call: null,
    });
    expect(promoWizardNext(promoWizardStart('X'.repeat(16)), { type: 'submit' })).toMatchObject({
      state: { error: 'too_long' },
      call: null,
    });
    const busy = promoWizardNext(promoWizardStart('GIFT30'), { type: 'submit' }).state;
    expect(promoWizardNext(busy, { type: 'submit' }).call).toBeNull();
  });

  it('ignores a re-check, confirm, card use or retry that arrives at the wrong step', () => {
    const start = promoWizardStart<Promo, string, number>('GIFT30');
    for (const type of ['recheck', 'confirm', 'use_card', 'linked', 'link', 'check_cards', 'retry_card'] as const)
      expect(promoWizardNext(start, { type })).toEqual({ state: start, call: null });
  });
});

describe('promo wizard timings and helpers', () => {
  it('checks every 300 ms up to 6 times, or every 600 ms up to 20 times with a transaction', () => {
    expect(promoCheckSchedule(false)).toEqual({ intervalMs: 300, limit: 6 });
    expect(promoCheckSchedule(true)).toEqual({ intervalMs: 600, limit: 20 });
  });

  it('numbers the four steps, confirm within step 1 and the link failure within step 3', () => {
    expect((['enter', 'login', 'card', 'finished'] as const).map(promoStepNumber)).toEqual([1, 2, 3, 4]);
    expect(promoStepNumber('confirm')).toBe(1);
    expect(promoStepNumber('card_failure')).toBe(3);
  });

  it('reads click_id, clickid or clickId from the query', () => {
    expect(clickIdFrom(new URLSearchParams('click_id=z9'))).toBe('z9');
    expect(clickIdFrom(new URLSearchParams('clickid=a1'))).toBe('a1');
    expect(clickIdFrom(new URLSearchParams('clickId=b2'))).toBe('b2');
    expect(clickIdFrom(new URLSearchParams('code=X'))).toBeNull();
  });
});
