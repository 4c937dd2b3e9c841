import type { Packet } from '@/lib/api/types/billing';
import type { User } from '@/lib/api/types/identity';
import { playerAnalyticsState, playerUserState } from './player-analytics-state';

const member = (overrides: Partial<User> = {}, hasPurchases = true) =>
  ({
    id: 5,
    isGuest: false,
    provider: { id: 3, hasPurchases },
    profile: { id: 8, name: 'Main', icon: null, iconAvatarId: null, role: 'adult' },
    ...overrides,
  }) as unknown as User;

const packet = (isPromo: boolean, isTrial: boolean) => ({ isPromo, subscription: { isTrial } }) as unknown as Packet;

describe('player analytics state (live-channels.md section 3)', () => {
  it('tells no session, a guest, a member without purchases, promo only and paying apart', () => {
    expect(playerUserState(null, null)).toBe('not_login');
    expect(playerUserState(member({ isGuest: true }), null)).toBe('guest');
    expect(playerUserState(member({}, false), null)).toBe('free');
    expect(playerUserState(member(), [packet(true, false), packet(false, true)])).toBe('promo');
    expect(playerUserState(member(), [packet(true, false), packet(false, false)])).toBe('full_payment');
    expect(playerUserState(member(), [])).toBe('free');
    // Subscriptions not known yet: the purchase mark says paying.
    expect(playerUserState(member(), null)).toBe('full_payment');
  });

  it('names the profile and the provider', () => {
    expect(playerAnalyticsState(member(), null)).toEqual({ userState: 'full_payment', profile: 8, providerId: 3 });
    expect(playerAnalyticsState(null, null)).toEqual({ userState: 'not_login', profile: null, providerId: null });
  });
});
