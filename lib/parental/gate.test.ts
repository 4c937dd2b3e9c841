import { runParentalGate, type ParentalGateDeps, type ParentalGateViewer } from './gate';
import type { ParentalMoments } from '../session/parental-moments';

const NOW = Date.UTC(2026, 10, 21, 12);
const member: ParentalGateViewer = { isGuest: false, birthYear: 1985, parentalStatus: 'set' };

function deps(overrides: Partial<Omit<ParentalGateDeps, 'moments'>> & { moments?: Partial<ParentalMoments> } = {}) {
  const asked: string[] = [];
  const { moments, ...rest } = overrides;
  const value: ParentalGateDeps = {
    now: () => NOW,
    loadViewer: async () => member,
    loadDeviceSettings: async () => ({}),
    moments: () => ({ lastPinSuccessAt: null, lastTransactionAt: null, loginGuestAttemptAt: null, pinSetupPutOffAt: null, ...moments }),
    ignoredByEmbed: () => false,
    askPin: async (action) => {
      asked.push(`pin:${action}`);
      return true;
    },
    askSetPin: async (action) => {
      asked.push(`set:${action}`);
      return false;
    },
    askSignIn: async () => {
      asked.push('sign-in');
      return false;
    },
    ...rest,
  };
  return { value, asked };
}

describe('runParentalGate', () => {
  it('asks a member with a PIN for it and answers what the PIN entry answered', async () => {
    const { value, asked } = deps();
    await expect(runParentalGate('profile', value)).resolves.toBe(true);
    expect(asked).toEqual(['pin:profile']);
    const refused = deps({ askPin: async () => false });
    await expect(runParentalGate('profile', refused.value)).resolves.toBe(false);
  });

  it('lets the action through without asking within 2 s of a correct PIN', async () => {
    const { value, asked } = deps({ moments: { lastPinSuccessAt: NOW - 1_500 } });
    await expect(runParentalGate('vod', value)).resolves.toBe(true);
    expect(asked).toEqual([]);
  });

  it('asks to create a PIN when none is set', async () => {
    const { value, asked } = deps({ loadViewer: async () => ({ ...member, parentalStatus: 'notset' }) });
    await expect(runParentalGate('pay', value)).resolves.toBe(false);
    expect(asked).toEqual(['set:pay']);
  });

  it('never asks guests, under-18s, the embed ignore flag or within the guest-login grace', async () => {
    for (const override of [
      deps({ loadViewer: async () => ({ ...member, isGuest: true }) }),
      deps({ loadViewer: async () => ({ ...member, birthYear: 2012 }) }),
      deps({ ignoredByEmbed: () => true }),
      deps({ moments: { loginGuestAttemptAt: NOW - 10_000 } }),
    ]) {
      await expect(runParentalGate('profile', override.value)).resolves.toBe(true);
      expect(override.asked).toEqual([]);
    }
  });

  it('skips actions the device switched off', async () => {
    const { value, asked } = deps({ loadDeviceSettings: async () => ({ profile: false }) });
    await expect(runParentalGate('profile', value)).resolves.toBe(true);
    expect(asked).toEqual([]);
  });

  it('does not re-ask vod within 30 s of a transaction, but still asks pay', async () => {
    const { value, asked } = deps({ moments: { lastTransactionAt: NOW - 20_000 } });
    await expect(runParentalGate('vod', value)).resolves.toBe(true);
    await expect(runParentalGate('pay', value)).resolves.toBe(true);
    expect(asked).toEqual(['pin:pay']);
  });

  it('asks a guest to sign in before a channel, then judges again as the member', async () => {
    let viewer: ParentalGateViewer = { ...member, isGuest: true };
    const { value, asked } = deps({
      loadViewer: async () => viewer,
      askSignIn: async () => {
        asked.push('sign-in');
        viewer = member;
        return true;
      },
    });
    await expect(runParentalGate('channel', value)).resolves.toBe(true);
    expect(asked).toEqual(['sign-in', 'pin:channel']);
  });

  it('gives up when the viewer closes the sign-in', async () => {
    const { value } = deps({ loadViewer: async () => ({ ...member, isGuest: true }) });
    await expect(runParentalGate('program', value)).resolves.toBe(false);
  });
});
