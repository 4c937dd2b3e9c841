import {
  actionRequirements,
  channelPurchaseRoute,
  purchaseBlock,
  subscriptionActions,
  subscriptionBlockOf,
  type SubscriptionActionsInput,
} from './subscription-actions';

const base: SubscriptionActionsInput = {
  providerId: 2,
  packetType: null,
  hasParentPacket: false,
  allowDeletePaused: false,
  hasPurchases: false,
  subscription: null,
};
const active = { status: 'active' as const, renew: true, canChangePeriod: false };

describe('subscriptionActions', () => {
  it('enables an unsubscribed packet, or opens the packet page for provider 1', () => {
    expect(subscriptionActions(base)).toEqual(['enable']);
    expect(subscriptionActions({ ...base, providerId: 1 })).toEqual(['open_packet_page']);
    expect(subscriptionActions({ ...base, subscription: { ...active, status: 'ended' } })).toEqual(['enable']);
  });

  it('disables an active renewing subscription without purchases', () => {
    expect(subscriptionActions({ ...base, subscription: active })).toEqual(['disable']);
    expect(subscriptionActions({ ...base, subscription: { ...active, canChangePeriod: true } })).toEqual(['disable']);
  });

  it('re-enables an active subscription whose renewal was lost', () => {
    expect(subscriptionActions({ ...base, subscription: { ...active, renew: false } })).toEqual(['re_enable']);
  });

  it('changes an active subscription with change actions and purchases', () => {
    expect(
      subscriptionActions({ ...base, hasPurchases: true, subscription: { ...active, canChangePeriod: true } }),
    ).toEqual(['change']);
    expect(subscriptionActions({ ...base, hasPurchases: true, subscription: active })).toEqual(['disable']);
  });

  it('disables a paused subscription only with allow_delete_paused', () => {
    const paused = { ...active, status: 'paused' as const };
    expect(subscriptionActions({ ...base, subscription: paused, allowDeletePaused: true })).toEqual(['disable']);
    expect(subscriptionActions({ ...base, subscription: paused })).toEqual([]);
  });

  it('disables a queued future packet', () => {
    expect(subscriptionActions({ ...base, subscription: { ...active, status: 'future' } })).toEqual(['disable_future']);
  });

  it('shows no buttons for promo-type or child-parent packets', () => {
    expect(subscriptionActions({ ...base, packetType: 'promo' })).toEqual([]);
    expect(subscriptionActions({ ...base, hasParentPacket: true, subscription: active })).toEqual([]);
  });
});

describe('actionRequirements', () => {
  it('asks for the parental check and a confirm before disabling', () => {
    expect(actionRequirements('disable')).toEqual({ parentalAction: 'pay', confirm: true });
    expect(actionRequirements('disable_future')).toEqual({ parentalAction: 'pay', confirm: true });
    expect(actionRequirements('re_enable')).toEqual({ parentalAction: null, confirm: false });
  });
});

describe('purchaseBlock', () => {
  it('offers the trial and sign-in to a guest without purchases', () => {
    expect(purchaseBlock({ signedIn: false, hasPurchases: false, packetCount: 1, promoDays: 7 })).toEqual({
      kind: 'trial_offer',
      signIn: true,
      trialDays: 7,
    });
  });

  it('has no trial line without promo days, or when they could not be read: never "free for 0 days"', () => {
    expect(purchaseBlock({ signedIn: false, hasPurchases: false, packetCount: 1, promoDays: 0 })).toMatchObject({ trialDays: null });
    expect(purchaseBlock({ signedIn: false, hasPurchases: false, packetCount: 1, promoDays: null })).toMatchObject({ trialDays: null });
  });

  it('shows the price, and all options with several packets, when signed in', () => {
    expect(purchaseBlock({ signedIn: true, hasPurchases: false, packetCount: 1, promoDays: 7 })).toEqual({
      kind: 'price',
      showAllOptions: false,
    });
    expect(purchaseBlock({ signedIn: true, hasPurchases: true, packetCount: 3, promoDays: 7 })).toEqual({
      kind: 'price',
      showAllOptions: true,
    });
  });

  it('says soon when no packet sells it', () => {
    expect(purchaseBlock({ signedIn: true, hasPurchases: false, packetCount: 0, promoDays: 7 })).toEqual({ kind: 'soon' });
  });
});

describe('subscriptionBlockOf', () => {
  it('groups base, promo and other subscriptions', () => {
    expect(subscriptionBlockOf({ base: true, nextPrice: '0.00' })).toBe('base');
    expect(subscriptionBlockOf({ base: false, nextPrice: '0.00' })).toBe('promo');
    expect(subscriptionBlockOf({ base: false, packetType: 'promo', nextPrice: '990.00' })).toBe('promo');
    expect(subscriptionBlockOf({ base: false, nextPrice: '990.00' })).toBe('regular');
  });
});

describe('channelPurchaseRoute', () => {
  it("sends the diverting provider's viewers to the packet page from the channel too, embeds to a new window", () => {
    expect(channelPurchaseRoute({ embed: false, providerId: 1 })).toBe('packet_page');
    expect(channelPurchaseRoute({ embed: true, providerId: 1 })).toBe('new_window');
    expect(channelPurchaseRoute({ embed: false, providerId: 2 })).toBe('inline');
    expect(channelPurchaseRoute({ embed: false, providerId: null })).toBe('inline');
  });
});
