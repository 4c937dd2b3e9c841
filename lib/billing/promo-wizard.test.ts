import { checkSchedule, clickIdFrom, promoFailureStep, stepNumber } from './promo-wizard';

describe('promo wizard rules', () => {
  it('checks every 300 ms up to 6 times, or every 600 ms up to 20 times with a transaction', () => {
    expect(checkSchedule(false)).toEqual({ intervalMs: 300, limit: 6 });
    expect(checkSchedule(true)).toEqual({ intervalMs: 600, limit: 20 });
  });

  it('numbers the four steps, confirm within step 1 and the link failure within step 3', () => {
    expect(['enter', 'login', 'card', 'finished'].map((step) => stepNumber(step as never))).toEqual([1, 2, 3, 4]);
    expect(stepNumber('confirm')).toBe(1);
    expect(stepNumber('card_failure')).toBe(3);
  });

  it('reads click_id, clickid or clickId from the query', () => {
    expect(clickIdFrom(new URLSearchParams('clickid=a1'))).toBe('a1');
    expect(clickIdFrom(new URLSearchParams('clickId=b2'))).toBe('b2');
    expect(clickIdFrom(new URLSearchParams('code=X'))).toBeNull();
  });

  it('sends the card condition to the card step and every other failure back to step 1', () => {
    expect(promoFailureStep('user_must_have_credit_card', 'user_must_have_credit_card')).toBe('card');
    expect(promoFailureStep('promo_expired', 'user_must_have_credit_card')).toBe('enter');
    expect(promoFailureStep(null, 'user_must_have_credit_card')).toBe('enter');
  });
});
