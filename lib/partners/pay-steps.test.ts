import { cardlessPayStep } from './pay-steps';
import { partnerVariant } from './variants';

describe('cardlessPayStep (section 4 step 6, partner variants)', () => {
  it('confirms a purchase without a linked card for the bank partner only', () => {
    expect(cardlessPayStep(partnerVariant('mbank'))).toBe('confirm');
    expect(cardlessPayStep(partnerVariant('clickup'))).toBeNull();
    expect(cardlessPayStep(partnerVariant(null))).toBeNull();
    expect(cardlessPayStep({ name: 'toString' })).toBeNull();
  });
});
