import { createPlatform } from './app';
import { testPlatformConfig } from './core/config';

describe('platform app', () => {
  it('answers unknown paths with the shared 404 error body', async () => {
    const { app, close } = createPlatform({ config: testPlatformConfig(), log: () => {} });
    const response = await app.request('/v2/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status_code: 404,
      error_code: 'not_found',
      error: { message: 'Not found.' },
    });
    close();
  });

  it('puts field errors beside the operator error body, as Django REST Framework does', async () => {
    const { app, close } = createPlatform({ config: testPlatformConfig(), log: () => {} });
    const response = await app.request('/v2/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'demo', password: 'wrong' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      login: ['Wrong login or password.'],
      status_code: 400,
      error_code: 'invalid_credentials',
      error: { message: 'Wrong login or password.' },
    });
    close();
  });
});
