import type { NetworkInfo, PlatformConfiguration, PlatformResources } from '../api/types/platform';
import { TOKEN_EXPIRY_FALLBACK_MS } from './cookies';
import { DEVICE_REAUTH_AFTER_MS } from './constants';
import { debugLog } from '../debug-log';

export type SessionState = 'guest' | 'member' | 'none';

/** What the start-up needs from the outside world; the browser wiring is in session-bootstrap.ts. */
export interface StartupDeps {
  now(): number;
  loadNetwork(): Promise<NetworkInfo>;
  loadResources(): Promise<{ resources: PlatformResources; configuration: PlatformConfiguration }>;
  showNoProvider(text: NetworkInfo['noProviderText']): void;
  /** The viewer logged out on this browser: auto-auth is not used again. */
  loggedOut(): boolean;
  /** POST to the provider's auto-auth address; answers an access token. */
  autoAuth(url: string): Promise<string>;
  /** Shows the retry message (with the support phone); resolves true for "retry", false for "continue". */
  askAutoAuthRetry(supportPhone: string | null): Promise<boolean>;
  /** access_token from the address, removed from it once read. */
  takeAddressToken(): string | null;
  /** POST /api/session: the token becomes the session cookie (`replace`: over the session this browser has). */
  adoptToken(token: string, replace?: boolean): Promise<void>;
  /** Asks whether a sign-in link may replace the session this browser already has; true to go on. */
  confirmAddressSignIn(): Promise<boolean>;
  /** GET /v2/users/self: the session's state, or 'none' (401). Throws on other failures. */
  loadSession(): Promise<{ state: SessionState; childProfile: boolean }>;
  tokenIssuedAt(): number | null;
  /** POST /v2/auth/device for the device in the cookie; false when impossible. */
  reauthorizeDevice(): Promise<boolean>;
  /** DELETE /api/session and local storage (except the device serial). */
  clearSession(): Promise<void>;
  createGuest(): Promise<void>;
  /** Telegram mini-app users are never guests: they are sent to sign in instead. */
  isTelegramMiniApp(): boolean;
  requestSignIn(): void;
  isForbiddenCountry(error: unknown): boolean;
  showForbiddenCountry(network: NetworkInfo | null): void;
}

const NO_SESSION = { state: 'none', childProfile: false } as const;

export interface StartupResult {
  network: NetworkInfo | null;
  resources: PlatformResources | null;
  configuration: PlatformConfiguration | null;
  session: SessionState;
}

/** core-session-account.md section 4 step 6: re-authorize after 5 minutes, else check expiry (fallback 12 h). */
export function tokenAction(issuedAt: number | null, now: number, childProfile: boolean): 'reauthorize' | 'expired' | 'keep' {
  if (issuedAt === null) return 'keep';
  const age = now - issuedAt;
  if (age >= TOKEN_EXPIRY_FALLBACK_MS) return 'expired';
  if (age > DEVICE_REAUTH_AFTER_MS && !childProfile) return 'reauthorize';
  return 'keep';
}

async function tryAutoAuth(url: string, network: NetworkInfo, deps: StartupDeps): Promise<boolean> {
  for (;;) {
    try {
      await deps.adoptToken(await deps.autoAuth(url));
      return true;
    } catch (error) {
      debugLog.warn('auto-auth failed', error);
      if (!(await deps.askAutoAuthRetry(network.provider?.support.phone || null))) return false;
    }
  }
}

/** Without a usable session: a guest, or (mini-app) the sign-in. */
async function startFresh(deps: StartupDeps, network: NetworkInfo | null): Promise<SessionState> {
  if (deps.isTelegramMiniApp() || (network && !network.isGuestAllowed)) {
    deps.requestSignIn();
    return 'none';
  }
  await deps.createGuest();
  return 'guest';
}

/**
 * The start-up order of core-session-account.md section 4: network info, resources and configuration, the
 * no-provider message, auto-auth, a token from the address, device re-authorization or expiry, and the token
 * error handling (re-authorize, else clear and start again as a guest). A 403 shows the unsupported region.
 */
export async function runStartup(deps: StartupDeps): Promise<StartupResult> {
  let network: NetworkInfo | null = null;
  try {
    network = await deps.loadNetwork();
    const { resources, configuration } = await deps.loadResources();
    if (!network.provider) deps.showNoProvider(network.noProviderText);

    const addressToken = deps.takeAddressToken();
    // The readable issue-time cookie travels with the httpOnly token: without it there is no session to load, and
    // asking would only earn a 401 that the browser logs as an error on every first visit.
    let session = deps.tokenIssuedAt() === null ? NO_SESSION : await deps.loadSession();
    if (session.state === 'none' && network.autoAuthUrl && !deps.loggedOut()) {
      if (await tryAutoAuth(network.autoAuthUrl, network, deps)) session = await deps.loadSession();
    }
    // A link carrying someone's token must not silently swap the viewer's own session (login CSRF): it is taken
    // over no session at once, over an existing one only when the viewer says so.
    if (addressToken && (session.state === 'none' || (await deps.confirmAddressSignIn()))) {
      await deps.adoptToken(addressToken, true);
      session = await deps.loadSession();
    }

    if (session.state !== 'none') {
      const action = tokenAction(deps.tokenIssuedAt(), deps.now(), session.childProfile);
      if (action !== 'keep') {
        const renewed = await deps.reauthorizeDevice();
        if (!renewed && action === 'expired') session = NO_SESSION;
      }
    }
    if (session.state === 'none') {
      if (deps.tokenIssuedAt() !== null) await deps.clearSession();
      return { network, resources, configuration, session: await startFresh(deps, network) };
    }
    return { network, resources, configuration, session: session.state };
  } catch (error) {
    if (deps.isForbiddenCountry(error)) {
      deps.showForbiddenCountry(network);
      return { network, resources: null, configuration: null, session: 'none' };
    }
    throw error;
  }
}

/**
 * A token error later on (401 from any call): re-authorize the device; if that fails, clear the session and
 * start again (section 4 step 7).
 */
export async function recoverFromTokenError(deps: Pick<StartupDeps, 'reauthorizeDevice' | 'clearSession' | 'createGuest' | 'isTelegramMiniApp' | 'requestSignIn'>): Promise<'reauthorized' | 'restarted'> {
  if (await deps.reauthorizeDevice()) return 'reauthorized';
  await deps.clearSession();
  await startFresh(deps as StartupDeps, null);
  return 'restarted';
}
