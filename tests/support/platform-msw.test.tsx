import { renderHook, waitFor } from '@testing-library/react';
import { getBrowserApi } from '@/lib/api/browser';
import { TOKEN_COOKIE, DEVICE_COOKIE } from '@/lib/session/cookies';
import { startApp } from '@/lib/session/session-bootstrap';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { setupPlatformServer } from './platform-msw';

const platform = setupPlatformServer();

describe('a first visit against the real platform, through the gateway', () => {
  it('start-up creates a guest whose token stays out of page scripts', async () => {
    const result = await startApp();
    expect(result).toBeDefined();
    expect(platform.requests).toEqual(
      expect.arrayContaining(['POST /api/v2/users', 'POST /api/v2/auth/login', 'POST /api/v2/auth/device']),
    );
    expect(platform.hasHttpOnlyCookie(TOKEN_COOKIE)).toBe(true);
    expect(document.cookie).not.toContain(`${TOKEN_COOKIE}=`);
    expect(document.cookie).toContain(`${DEVICE_COOKIE}=`);

    const { result: viewer } = renderHook(() => useCurrentUser());
    await waitFor(() => expect(viewer.current.user).not.toBeNull());
    expect(viewer.current.user?.isGuest).toBe(true);
  });

  it('personal calls without a session are refused by the gateway, not the platform', async () => {
    platform.clearCookies();
    getBrowserApi().clearCache();
    const [before, platformBefore] = [platform.requests.length, platform.platformRequests.length];
    await expect(getBrowserApi().get('/v2/users/self/devices')).rejects.toMatchObject({ status: 401 });
    expect(platform.requests.slice(before)).toEqual(['GET /api/v2/users/self/devices']);
    expect(platform.platformRequests.slice(platformBefore)).toEqual([]);
  });
});
