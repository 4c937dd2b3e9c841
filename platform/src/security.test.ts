import { readPlatformConfig } from './core/config';
import {
  CODE_REQUESTS_PER_IP,
  CODE_REQUESTS_PER_SUBJECT,
  FAILURES_PER_IP,
  MAX_FAILURES,
  lockoutSeconds,
} from './core/throttle';
import { MAX_BODY_BYTES } from './app';
import { signIn, startTestPlatform, type TestPlatform } from './domains/identity/testing';

/**
 * Issue 13, platform side: every rule through app.fetch. Each of these passed the attacker before the fix (open
 * /dev, echoed origins, unlimited guesses, promo by number, claimable phones, child becoming adult, pay by id).
 */
// Several cases make hundreds of requests (a sweep over phones, a spray over accounts) and sign in with scrypt:
// seconds of work on a shared, loaded machine, beyond jest's 5 s default.
jest.setTimeout(30_000);

describe('platform security', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  const post = (path: string, body: unknown, token?: string, headers?: Record<string, string>) =>
    platform.call('POST', path, { body, token, headers });
  const codeOf = async (phone: string) =>
    (await platform.call('GET', `/dev/otp?phone=${phone}`)).body.data.code as string;
  const minutes = (n: number) => n * 60 * 1000;

  describe('closed by default', () => {
    const configFrom = (env: Record<string, string>) => readPlatformConfig(env as NodeJS.ProcessEnv);

    it('reads /dev only from PLATFORM_DEV_ENDPOINTS=1, never from NODE_ENV, and binds loopback', () => {
      expect(configFrom({ NODE_ENV: 'development' }).devEndpoints).toBe(false);
      expect(configFrom({}).devEndpoints).toBe(false);
      expect(configFrom({ PLATFORM_DEV_ENDPOINTS: '1' }).devEndpoints).toBe(true);
      expect(configFrom({}).host).toBe('127.0.0.1');
      expect(configFrom({ PLATFORM_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
      expect(configFrom({ PLATFORM_WEB_ORIGINS: 'https://tv.example/, http://localhost:4100' }).webOrigins).toEqual([
        'https://tv.example',
        'http://localhost:4100',
      ]);
    });

    it('has no /dev endpoints and ignores x-fault-* headers unless enabled', async () => {
      platform.close();
      platform = startTestPlatform({ devEndpoints: false });
      for (const path of ['/dev/db/tokens', '/dev/db/users', '/dev/otp?phone=77010000001', '/dev/faults']) {
        expect((await platform.call('GET', path)).status).toBe(404);
      }
      const faulted = await platform.call('GET', '/v2/users/self/network', { headers: { 'x-fault-status': '500' } });
      expect(faulted.status).toBe(200);
    });

    it('answers CORS only for the web app, never echoing another origin with credentials', async () => {
      const foreign = await platform.app.request('/v2/users/self/network', {
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await platform.app.request('/v2/users/self', {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const own = await platform.app.request('/v2/users/self/network', { headers: { origin: 'http://web.test' } });
      expect(own.headers.get('access-control-allow-origin')).toBe('http://web.test');
      expect(own.headers.get('access-control-allow-credentials')).toBe('true');
    });

    it('refuses a body over the limit with 413 and over-long fields with 400 naming the field', async () => {
      const big = await platform.app.request('/v2/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) },
        body: JSON.stringify({ login: 'demo', password: 'x'.repeat(MAX_BODY_BYTES) }),
      });
      expect(big.status).toBe(413);
      expect((await big.json()).error_code).toBe('payload_too_large');
      const { token } = await signIn(platform);
      const name = await platform.call('PATCH', '/v2/users/self', { token, body: { first_name: 'A'.repeat(65) } });
      expect(name.status).toBe(400);
      expect(name.body.first_name).toEqual(['At most 64 characters.']);
      const profile = await post('/v2/users/self/profiles', { name: 'P'.repeat(65) }, token);
      expect(profile.body.error_code).toBe('too_long');
      const settings = await platform.call('PATCH', '/v2/users/self', {
        token,
        body: { settings: { note: 'x'.repeat(9000) } },
      });
      expect(settings.body.error_code).toBe('too_long');
      const survey = await post(
        '/v2/survey/questions/1/answers',
        { answer_ids: [], user_text: 'x'.repeat(2001) },
        token,
      );
      expect(survey.status).toBe(400);
      expect(survey.body.error_code).toBe('too_long');
    });
  });

  describe('client address', () => {
    it('believes X-Forwarded-For only from a trusted proxy, and only the entry that proxy added', async () => {
      const forwarded = await platform.call('GET', '/v2/users/self/network', {
        headers: { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' },
      });
      expect(forwarded.body.remote).toBe('5.6.7.8');
      platform.close();
      platform = startTestPlatform({ trustedProxies: [] });
      const direct = await platform.call('GET', '/v2/users/self/network', {
        headers: { 'x-forwarded-for': '5.6.7.8' },
      });
      expect(direct.body.remote).toBe('127.0.0.1');
    });
  });

  describe('brute force', () => {
    it('limits code requests per phone and answers 429 with Retry-After', async () => {
      for (let i = 0; i < CODE_REQUESTS_PER_SUBJECT.limit; i += 1) {
        expect((await post('/v2/otps', { phone: '77010000001' })).status).toBe(200);
      }
      const refused = await platform.app.request('/v2/otps', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '77010000001' }),
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).error_code).toBe('too_many_requests');
      platform.clock.now += CODE_REQUESTS_PER_SUBJECT.windowSeconds * 1000;
      expect((await post('/v2/otps', { phone: '77010000001' })).status).toBe(200);
    });

    it('limits code requests per client address across phones, and the regional flow too', async () => {
      const from = { 'x-forwarded-for': '10.9.9.9' };
      for (let i = 0; i < CODE_REQUESTS_PER_IP.limit; i += 1) {
        const phone = `7708${String(i).padStart(7, '0')}`;
        await post('/v2/users', { phone }, undefined, from);
        expect((await post('/v2/otps', { phone }, undefined, from)).status).toBe(200);
      }
      await post('/v2/users', { phone: '77089999999' }, undefined, from);
      expect((await post('/v2/otps', { phone: '77089999999' }, undefined, from)).status).toBe(429);
      expect((await post('/v2/mw/otps', { phone: '77089999998' }, undefined, from)).status).toBe(429);
      // Another address is not held back by this one.
      expect(
        (await post('/v2/otps', { phone: '77089999999' }, undefined, { 'x-forwarded-for': '10.9.9.10' })).status,
      ).toBe(200);
    });

    it('locks a phone out after repeated wrong codes, whatever new codes it asks for', async () => {
      await post('/v2/otps', { phone: '77010000001' });
      for (let i = 0; i < MAX_FAILURES; i += 1) {
        expect((await post('/v2/auth/otp', { phone: '77010000001', token: '0000x' })).body.error_code).toBe(
          'invalid_code',
        );
      }
      expect((await post('/v2/otps', { phone: '77010000001' })).status).toBe(200);
      const refused = await post('/v2/auth/otp', { phone: '77010000001', token: await codeOf('77010000001') });
      expect(refused.status).toBe(429);
      platform.clock.now += lockoutSeconds(MAX_FAILURES) * 1000;
      expect((await post('/v2/auth/otp', { phone: '77010000001', token: await codeOf('77010000001') })).status).toBe(
        200,
      );
    });

    it('locks password login after five wrong passwords with a back-off that doubles', async () => {
      for (let i = 0; i < MAX_FAILURES; i += 1) {
        expect((await post('/v2/auth/login', { login: 'demo', password: `wrong-${i}` })).status).toBe(400);
      }
      const locked = await platform.app.request('/v2/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'demo', password: 'demo123' }),
      });
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe(String(lockoutSeconds(MAX_FAILURES)));
      platform.clock.now += minutes(1);
      expect((await post('/v2/auth/login', { login: 'demo', password: 'wrong-again' })).status).toBe(400);
      const longer = await post('/v2/auth/login', { login: 'demo', password: 'demo123' });
      expect(longer.status).toBe(429);
      expect(longer.body.error.message).toBe('Too many wrong attempts. Try again in 2 min.');
      platform.clock.now += minutes(2);
      expect((await post('/v2/auth/login', { login: 'demo', password: 'demo123' })).status).toBe(200);
      // A success starts the count over.
      expect((await post('/v2/auth/login', { login: 'demo', password: 'nope' })).status).toBe(400);
      expect((await post('/v2/auth/login', { login: 'demo', password: 'demo123' })).status).toBe(200);
    });

    it('stops one address spraying wrong passwords over many accounts', async () => {
      const from = { 'x-forwarded-for': '10.7.7.7' };
      for (let i = 0; i < FAILURES_PER_IP.limit; i += 1)
        await post('/v2/auth/login', { login: `user-${i}`, password: 'guess' }, undefined, from);
      expect((await post('/v2/auth/login', { login: 'demo', password: 'demo123' }, undefined, from)).status).toBe(429);
      expect(
        (
          await post('/v2/auth/login', { login: 'demo', password: 'demo123' }, undefined, {
            'x-forwarded-for': '10.7.7.8',
          })
        ).status,
      ).toBe(200);
    });

    it('refuses the 6th wrong parental PIN, even a right one, until the back-off passes', async () => {
      const { token } = await signIn(platform, 'parent');
      for (let i = 0; i < MAX_FAILURES; i += 1) {
        expect((await post('/v2/users/self/parental_code/check', { code: '0000' }, token)).body.error_code).toBe(
          'wrong_pincode',
        );
      }
      const sixth = await post('/v2/users/self/parental_code/check', { code: '1234' }, token);
      expect(sixth.status).toBe(429);
      expect(sixth.body.error_code).toBe('too_many_attempts');
      platform.clock.now += minutes(1);
      expect((await post('/v2/users/self/parental_code/check', { code: '1234' }, token)).status).toBe(200);
    });

    it('locks the old-PIN check of a PIN change the same way', async () => {
      const { token } = await signIn(platform, 'parent');
      for (let i = 0; i < MAX_FAILURES; i += 1) {
        await platform.call('PATCH', '/v2/users/self', { token, body: { pincode: '5555', old_code: '0000' } });
      }
      const locked = await platform.call('PATCH', '/v2/users/self', {
        token,
        body: { pincode: '5555', old_code: '1234' },
      });
      expect(locked.status).toBe(429);
      expect(platform.ctx.db.prepare(`SELECT parental_code FROM users WHERE username = 'parent'`).get()).toEqual({
        parental_code: '1234',
      });
    });

    it('locks the SMS payment code per payer, so new payments buy no new guesses', async () => {
      const { token } = await signIn(platform);
      const account = (await platform.call('GET', '/v2/users/self/accounts', { token })).body[0].id;
      for (let i = 0; i < MAX_FAILURES; i += 1) {
        const tx = (
          await post(
            `/v2/users/self/accounts/${account}/payforms/phone`,
            { phone: `+7701123456${i}`, amount: String(100 + i) },
            token,
          )
        ).body;
        expect(
          (
            await post(
              `/v2/users/self/accounts/${account}/payforms/confirm_by_sms`,
              { transaction_id: tx.id, code: 'nope' },
              token,
            )
          ).status,
        ).toBe(400);
      }
      const tx = (
        await post(`/v2/users/self/accounts/${account}/payforms/phone`, { phone: '+77011234569', amount: '300' }, token)
      ).body;
      const code = platform.logs.join('\n').match(new RegExp(`SMS code (\\d{4}) for transaction ${tx.id}`))![1];
      expect(
        (
          await post(
            `/v2/users/self/accounts/${account}/payforms/confirm_by_sms`,
            { transaction_id: tx.id, code },
            token,
          )
        ).status,
      ).toBe(429);
    });

    it('locks promo checks after repeated unknown codes', async () => {
      const { token } = await signIn(platform);
      for (let i = 0; i < MAX_FAILURES; i += 1) {
        expect((await post('/v2/users/self/promokeys/check', { key: `GUESS${i}` }, token)).status).toBe(404);
      }
      expect((await post('/v2/users/self/promokeys/check', { key: 'WELCOME' }, token)).status).toBe(429);
    });
  });

  describe('promo codes', () => {
    it('are found by their code only, and the public info never tells the code', async () => {
      expect((await platform.call('GET', '/v2/promokeys/1/info')).status).toBe(404);
      const info = await platform.call('GET', '/v2/promokeys/WELCOME/info');
      expect(info.status).toBe(200);
      expect(JSON.stringify(info.body)).not.toContain('WELCOME');
      const { token, userId } = await signIn(platform);
      const uses = () => platform.ctx.db.prepare(`SELECT COUNT(*) AS n FROM promo_uses WHERE user_id = ?`).get(userId);
      const before = uses();
      const byNumber = await post('/v2/users/self/promokeys', { key: '2' }, token);
      expect(byNumber.status).toBe(404);
      expect(uses()).toEqual(before);
    });
  });

  describe('accounts and contacts', () => {
    it('makes no account for a phone until its code is confirmed, and takes no password or name before that', async () => {
      const registered = await post('/v2/users', {
        phone: '77015550000',
        password: 'attacker',
        first_name: 'Mallory',
        username: 'mallory',
      });
      expect(registered.status).toBe(200);
      expect(platform.ctx.db.prepare(`SELECT COUNT(*) AS n FROM users WHERE phone = '77015550000'`).get()).toEqual({
        n: 0,
      });
      expect((await post('/v2/auth/login', { login: '77015550000', password: 'attacker' })).status).toBe(400);
      expect((await post('/v2/auth/login', { login: 'mallory', password: 'attacker' })).status).toBe(400);
      await post('/v2/otps', { phone: '77015550000' });
      const grant = await post('/v2/auth/otp', { phone: '77015550000', token: await codeOf('77015550000') });
      const user = (await platform.call('GET', '/v2/users/self', { token: grant.body.access_token })).body;
      expect(user).toMatchObject({ phone: '77015550000', username: '77015550000', first_name: '' });
      expect((await post('/v2/auth/login', { login: '77015550000', password: 'attacker' })).status).toBe(400);
    });

    it('changes phone and e-mail by PATCH of the user, as the operator does, and refuses one another account holds', async () => {
      const { token } = await signIn(platform);
      const changed = await platform.call('PATCH', '/v2/users/self', {
        token,
        body: { phone: '+7 701 999 00 00', email: 'New@Example.com' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ phone: '77019990000', email: 'new@example.com' });
      const taken = await platform.call('PATCH', '/v2/users/self', { token, body: { phone: '77010000002', first_name: 'X' } });
      expect(taken.body.error_code).toBe('duplicate_phone');
      expect((await platform.call('GET', '/v2/users/self', { token })).body).toMatchObject({ phone: '77019990000' });
      expect((await platform.call('PATCH', '/v2/users/self', { token, body: { email: null } })).body.email).toBeNull();
    });
  });

  describe('parental control on the platform', () => {
    async function childSession() {
      const parent = await signIn(platform, 'parent');
      const profiles = (await platform.call('GET', '/v2/users/self/profiles', { token: parent.token })).body as {
        id: number;
        role: string;
      }[];
      const child = profiles.find((profile) => profile.role === 'child')!;
      const adult = profiles.find((profile) => profile.role === 'adult')!;
      await post('/v2/users/self/profile', { id: child.id }, parent.token);
      return { ...parent, child, adult };
    }

    it('a child profile cannot make itself adult without the PIN', async () => {
      const { token, child } = await childSession();
      const refused = await platform.call('PATCH', `/v2/users/self/profiles/${child.id}`, {
        token,
        body: { role: 'adult' },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error_code).toBe('pincode_required');
      expect(
        (
          await platform.call('PATCH', `/v2/users/self/profiles/${child.id}`, {
            token,
            body: { role: 'adult', pincode: '0000' },
          })
        ).body.error_code,
      ).toBe('wrong_pincode');
      expect((await post('/v2/users/self/profiles', { name: 'Grown up', role: 'adult' }, token)).status).toBe(403);
      expect((await platform.call('GET', '/v2/users/self/profile', { token })).body.role).toBe('child');
      // The child may still rename itself.
      expect(
        (await platform.call('PATCH', `/v2/users/self/profiles/${child.id}`, { token, body: { name: 'Kids' } })).status,
      ).toBe(200);
      const allowed = await platform.call('PATCH', `/v2/users/self/profiles/${child.id}`, {
        token,
        body: { role: 'adult', pincode: '1234' },
      });
      expect(allowed.body.role).toBe('adult');
    });

    it('a child profile cannot switch to an adult profile until the PIN was checked on this token', async () => {
      const { token, adult } = await childSession();
      expect((await post('/v2/users/self/profile', { id: adult.id }, token)).body.error_code).toBe('pincode_required');
      expect((await post('/v2/users/self/parental_code/check', { code: '1234' }, token)).status).toBe(200);
      expect((await post('/v2/users/self/profile', { id: adult.id }, token)).body.role).toBe('adult');
    });

    it('the PIN grant is short-lived', async () => {
      const { token, adult } = await childSession();
      await post('/v2/users/self/parental_code/check', { code: '1234' }, token);
      platform.clock.now += minutes(6);
      expect((await post('/v2/users/self/profile', { id: adult.id }, token)).status).toBe(403);
    });

    it('a child profile cannot turn the device lock off without the PIN, but may turn it on', async () => {
      const { token, deviceId } = await childSession();
      const path = `/v2/users/self/devices/${deviceId}`;
      expect((await platform.call('PATCH', path, { token, body: { parental_settings: { vod: true } } })).status).toBe(
        200,
      );
      const off = await platform.call('PATCH', path, { token, body: { parental_settings: { vod: false } } });
      expect(off.body.error_code).toBe('pincode_required');
      expect((await platform.call('GET', path, { token })).body.parental_settings.vod).toBe(true);
      expect(
        (await platform.call('PATCH', path, { token, body: { parental_settings: { vod: false }, pincode: '1234' } }))
          .status,
      ).toBe(200);
    });
  });

  describe('bad input', () => {
    const MALFORMED_IDS = ['0', '-1', '1e3', '12345678901234567890', '%00', "'%20OR%201=1--"];

    it('answers malformed ids with 400 or 404, never 500, on the routes this issue touches', async () => {
      const { token } = await signIn(platform, 'parent');
      for (const id of MALFORMED_IDS) {
        for (const [method, path] of [
          ['PATCH', `/v2/users/self/profiles/${id}`],
          ['DELETE', `/v2/users/self/profiles/${id}`],
          ['GET', `/v2/users/self/devices/${id}`],
          ['PATCH', `/v2/users/${id}`],
          ['GET', `/v2/promokeys/${id}/info`],
          ['GET', `/pay/${id}`],
          ['POST', `/pay/${id}`],
          ['GET', `/v2/users/self/transactions/${id}`],
        ] as const) {
          const { status } = await platform.call(method, path, {
            token,
            body: method === 'GET' ? undefined : { name: 'x' },
          });
          expect([400, 403, 404]).toContain(status);
        }
        const switched = await post('/v2/users/self/profile', { id: decodeURIComponent(id) }, token);
        expect(switched.status).toBe(400);
      }
    });

    it('stores XSS strings in free-text fields as text and answers them unchanged', async () => {
      const xss = '<img src=x onerror=alert(1)>"\'</script>';
      const { token } = await signIn(platform);
      const named = await platform.call('PATCH', '/v2/users/self', { token, body: { first_name: xss.slice(0, 64) } });
      expect(named.body.first_name).toBe(xss.slice(0, 64));
      const profile = await post('/v2/users/self/profiles', { name: xss.slice(0, 64) }, token);
      expect(profile.body.name).toBe(xss.slice(0, 64));
    });
  });

  describe('the pay page', () => {
    async function pendingPayment(returnUrl: string) {
      const { token } = await signIn(platform);
      const account = (await platform.call('GET', '/v2/users/self/accounts', { token })).body[0].id;
      return post(
        `/v2/users/self/accounts/${account}/payforms/short_url`,
        { paysystem_shortname: 'card', amount: '100', return_url: returnUrl },
        token,
      );
    }

    it('sends the buyer back only to the app itself', async () => {
      expect((await pendingPayment('https://evil.example/steal')).body.error_code).toBe('bad_request');
      expect((await pendingPayment('http://web.test.evil.example/')).status).toBe(400);
      expect((await pendingPayment('javascript:alert(1)')).status).toBe(400);
      expect((await pendingPayment('http://web.test/lk')).status).toBe(201);
    });

    it('is addressed by an unguessable token, not the sequential id', async () => {
      const tx = (await pendingPayment('http://web.test/lk')).body;
      expect(new URL(tx.full_url).pathname).toMatch(/^\/pay\/[0-9a-f]{32}$/);
      expect(
        (
          await platform.app.request(`/pay/${tx.id}`, {
            method: 'POST',
            body: 'action=pay',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).status,
      ).toBe(404);
      const page = await platform.app.request(new URL(tx.full_url).pathname);
      expect(page.status).toBe(200);
    });
  });
});
