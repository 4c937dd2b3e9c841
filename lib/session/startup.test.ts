import type { NetworkInfo } from '../api/types/platform';
import { recoverFromTokenError, runStartup, tokenAction, type SessionState, type StartupDeps } from './startup';

const NOW = 1_800_000_000_000;
const network = (overrides: Partial<NetworkInfo> = {}): NetworkInfo =>
  ({
    id: 1,
    provider: { support: { phone: '+77000000000' } },
    isGuestAllowed: true,
    autoAuthUrl: null,
    noProviderText: { title: 'Sign in', description: 'No provider' },
    country: { code: 'KZ', name: 'Kazakhstan' },
    remoteIp: '127.0.0.1',
    ...overrides,
  }) as NetworkInfo;

function deps(overrides: Partial<StartupDeps> & { session?: SessionState[] } = {}) {
  const calls: string[] = [];
  const sessions = [...(overrides.session ?? ['none'])];
  // The readable issue-time cookie: none on a first visit, set by adopting a token.
  let issuedAt: number | null = null;
  const record = <T>(name: string, value: T) => () => {
    calls.push(name);
    return value;
  };
  const value: StartupDeps = {
    now: () => NOW,
    loadNetwork: async () => (calls.push('network'), network()),
    loadResources: async () => (calls.push('resources'), { resources: {} as never, configuration: {} as never }),
    showNoProvider: record('no-provider', undefined),
    loggedOut: () => false,
    autoAuth: async () => (calls.push('auto-auth'), 'auto-token'),
    askAutoAuthRetry: async () => (calls.push('ask-retry'), false),
    takeAddressToken: () => null,
    adoptToken: async (token) => {
      calls.push(`adopt:${token}`);
      issuedAt = NOW;
    },
    confirmAddressSignIn: async () => (calls.push('confirm-address'), false),
    loadSession: async () => {
      calls.push('session');
      return { state: sessions.length > 1 ? sessions.shift()! : sessions[0], childProfile: false };
    },
    tokenIssuedAt: () => issuedAt,
    reauthorizeDevice: async () => (calls.push('reauthorize'), true),
    clearSession: async () => void calls.push('clear'),
    createGuest: async () => void calls.push('guest'),
    isTelegramMiniApp: () => false,
    requestSignIn: record('sign-in', undefined),
    isForbiddenCountry: (error) => error === 'forbidden',
    showForbiddenCountry: record('region', undefined),
    ...overrides,
  };
  return { value, calls };
}

describe('runStartup', () => {
  it('loads network info, then resources, then makes a first visit a guest without asking for a session it has not', async () => {
    const { value, calls } = deps();
    const result = await runStartup(value);
    expect(calls).toEqual(['network', 'resources', 'guest']);
    expect(result.session).toBe('guest');
  });

  it('shows the no-provider message when the network has no provider', async () => {
    const { value, calls } = deps({ loadNetwork: async () => network({ provider: null }) });
    await runStartup(value);
    expect(calls).toContain('no-provider');
  });

  it('signs in through auto-auth, asking to retry after a failure', async () => {
    let attempts = 0;
    const { value, calls } = deps({
      session: ['member'],
      loadNetwork: async () => network({ autoAuthUrl: 'https://provider.example/auth' }),
      autoAuth: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('down');
        return 'auto-token';
      },
      askAutoAuthRetry: async (phone) => (calls.push(`ask-retry:${phone}`), true),
    });
    expect((await runStartup(value)).session).toBe('member');
    expect(calls).toContain('ask-retry:+77000000000');
    expect(calls).toContain('adopt:auto-token');
    expect(calls).not.toContain('guest');
  });

  it('does not use auto-auth after a logout and falls back to a guest when the retry is declined', async () => {
    const loggedOut = deps({ loggedOut: () => true, loadNetwork: async () => network({ autoAuthUrl: 'https://p.example' }) });
    await runStartup(loggedOut.value);
    expect(loggedOut.calls).not.toContain('auto-auth');
    const declined = deps({ loadNetwork: async () => network({ autoAuthUrl: 'https://p.example' }), autoAuth: async () => Promise.reject(new Error('x')) });
    expect((await runStartup(declined.value)).session).toBe('guest');
  });

  it('logs in with an access_token from the address', async () => {
    const { value, calls } = deps({ session: ['member'], takeAddressToken: () => 'from-link' });
    expect((await runStartup(value)).session).toBe('member');
    expect(calls).toContain('adopt:from-link');
    expect(calls).not.toContain('confirm-address');
  });

  it('keeps the session this browser has when the viewer declines a sign-in link (login CSRF)', async () => {
    // A browser with a session has its issue-time cookie.
    const declined = deps({ session: ['member'], takeAddressToken: () => 'attacker-token', tokenIssuedAt: () => NOW });
    expect((await runStartup(declined.value)).session).toBe('member');
    expect(declined.calls).toContain('confirm-address');
    expect(declined.calls).not.toContain('adopt:attacker-token');
    const guest = deps({ session: ['guest'], takeAddressToken: () => 'attacker-token', tokenIssuedAt: () => NOW });
    await runStartup(guest.value);
    expect(guest.calls).not.toContain('adopt:attacker-token');
  });

  it('replaces the session with the link token once the viewer confirms', async () => {
    const confirmed = deps({
      session: ['guest', 'member'],
      takeAddressToken: () => 'from-link',
      tokenIssuedAt: () => NOW,
      confirmAddressSignIn: async () => true,
    });
    expect((await runStartup(confirmed.value)).session).toBe('member');
    expect(confirmed.calls).toContain('adopt:from-link');
  });

  it('re-authorizes a device token older than 5 minutes, but not for a child profile', async () => {
    const adult = deps({ session: ['member'], tokenIssuedAt: () => NOW - 300_001 });
    await runStartup(adult.value);
    expect(adult.calls).toContain('reauthorize');
    expect(tokenAction(NOW - 300_001, NOW, true)).toBe('keep');
    expect(tokenAction(NOW - 1_000, NOW, false)).toBe('keep');
  });

  it('clears an expired session that cannot be re-authorized and starts again as a guest', async () => {
    const { value, calls } = deps({ session: ['member'], tokenIssuedAt: () => NOW - 43_200_000, reauthorizeDevice: async () => false });
    expect((await runStartup(value)).session).toBe('guest');
    expect(calls.slice(-2)).toEqual(['clear', 'guest']);
  });

  it('never makes a Telegram mini-app user a guest', async () => {
    const { value, calls } = deps({ isTelegramMiniApp: () => true });
    expect((await runStartup(value)).session).toBe('none');
    expect(calls).toContain('sign-in');
    expect(calls).not.toContain('guest');
  });

  it('shows the unsupported region on a forbidden-country answer', async () => {
    const { value, calls } = deps({ createGuest: async () => Promise.reject('forbidden') });
    expect((await runStartup(value)).session).toBe('none');
    expect(calls).toContain('region');
  });
});

describe('recoverFromTokenError', () => {
  it('re-authorizes the device when it can, else clears storage and restarts', async () => {
    const ok = deps();
    await expect(recoverFromTokenError(ok.value)).resolves.toBe('reauthorized');
    const failing = deps({ reauthorizeDevice: async () => false });
    await expect(recoverFromTokenError(failing.value)).resolves.toBe('restarted');
    expect(failing.calls).toEqual(['clear', 'guest']);
  });
});
