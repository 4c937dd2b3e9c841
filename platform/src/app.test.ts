import { createPlatform } from './app';
import { testPlatformConfig } from './core/config';

describe('platform app', () => {
  it('answers unknown paths with the shared 404 error body', async () => {
    const { app, close } = createPlatform({ config: testPlatformConfig(), log: () => {} });
    const response = await app.request('/v2/does-not-exist');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      detail: 'Not found.',
      error: { message: 'Not found.', code: 'not_found' },
      error_code: 'not_found',
      status_code: 404,
    });
    close();
  });
});
