import { trialOffer } from './trial-offer';

const guest = { isGuest: true, provider: { hasPurchases: false, promoDays: 7 } };
const member = { isGuest: false, provider: { hasPurchases: false, promoDays: 7 } };
const packets = [
  { id: 1, name: 'Base', isTrial: false },
  { id: 3, name: 'Cinema', isTrial: true },
];

describe('trialOffer', () => {
  it("offers a guest the provider's promo days by signing up", () => {
    expect(trialOffer(guest, undefined)).toEqual({ kind: 'guest', days: 7 });
  });

  it('offers a guest nothing when the provider has no promo days or the guest already bought', () => {
    expect(trialOffer({ ...guest, provider: { hasPurchases: false, promoDays: 0 } }, packets)).toBeNull();
    expect(trialOffer({ ...guest, provider: { hasPurchases: true, promoDays: 7 } }, packets)).toBeNull();
  });

  it('offers a member the first packet whose trial is on offer to them, and nothing once none is', () => {
    expect(trialOffer(member, packets)).toEqual({ kind: 'packet', packetId: 3, name: 'Cinema' });
    expect(trialOffer(member, [packets[0]!])).toBeNull();
    expect(trialOffer(member, undefined)).toBeNull();
    expect(trialOffer(null, packets)).toBeNull();
  });
});
