import { act, renderHook, waitFor } from '@testing-library/react';
import { setupPlatformServer } from '@/tests/support/platform-msw';
import { startApp } from './session-bootstrap';
import { useCurrentUser } from './use-current-user';

const platform = setupPlatformServer();

describe('useCurrentUser waits for start-up (core-session-account.md section 4 step 8)', () => {
  it('asks nothing personal before the app is ready, then answers the session start-up created', async () => {
    const { result } = renderHook(() => useCurrentUser());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toMatchObject({ user: null, isLoading: true });
    expect(platform.requests).not.toContain('GET /api/v2/users/self');

    await act(() => startApp());
    await waitFor(() => expect(result.current.user?.isGuest).toBe(true));
    expect(result.current.isLoading).toBe(false);
    const selfCalls = platform.requests.filter((request) => request === 'GET /api/v2/users/self');
    const guestCreated = platform.requests.indexOf('POST /api/v2/auth/device');
    expect(platform.requests.indexOf('GET /api/v2/users/self', guestCreated)).toBeGreaterThan(guestCreated);
    expect(selfCalls.length).toBeGreaterThan(0);
  });
});
