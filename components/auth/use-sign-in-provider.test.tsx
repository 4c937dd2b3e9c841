import { renderHook } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { NetworkInfo, Provider } from '@/lib/api/types/platform';
import { appStartupAtom } from '@/lib/session/app-ready';
import { useSignInProvider } from './use-sign-in-provider';

const current: { user: { provider: Partial<Provider> } | null } = { user: null };
jest.mock('@/lib/session/use-current-user', () => ({ useCurrentUser: () => ({ user: current.user, isLoading: false }) }));

function startWithNetworkProvider(provider: Partial<Provider> | null) {
  const network = { provider } as NetworkInfo;
  getDefaultStore().set(appStartupAtom, { network, resources: null, configuration: null, session: 'none' });
}

afterEach(() => {
  current.user = null;
  getDefaultStore().set(appStartupAtom, null);
});

describe('useSignInProvider', () => {
  it("takes the network data's phone mask and code length when no session exists (core #228)", () => {
    startWithNetworkProvider({ phoneMask: '+998 (##) ###-##-##', otpLength: 6 });
    const { result } = renderHook(() => useSignInProvider());
    expect(result.current).toMatchObject({ phoneMask: '+998 (##) ###-##-##', otpLength: 6 });
  });

  it("prefers the signed-in viewer's own provider", () => {
    startWithNetworkProvider({ phoneMask: '+998 (##) ###-##-##', otpLength: 6 });
    current.user = { provider: { phoneMask: '+7 (###) ###-##-##', otpLength: 4 } };
    const { result } = renderHook(() => useSignInProvider());
    expect(result.current).toMatchObject({ phoneMask: '+7 (###) ###-##-##', otpLength: 4 });
  });

  it('is null with neither, so the 11-digit default applies', () => {
    startWithNetworkProvider(null);
    expect(renderHook(() => useSignInProvider()).result.current).toBeNull();
  });
});
