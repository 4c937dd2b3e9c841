import { signIn, signInGuest, signUpByPhone, startTestPlatform, type TestPlatform } from './testing';

describe('identity: user account and parental code', () => {
  let platform: TestPlatform;
  beforeEach(() => {
    platform = startTestPlatform();
  });
  afterEach(() => platform.close());

  it('GET /v2/users/self carries every user field of the spec and never the PIN', async () => {
    const { token } = await signIn(platform, 'parent');
    const { status, body } = await platform.call('GET', '/v2/users/self', {
      token,
      headers: { 'Accept-Language': 'en' },
    });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'username',
        'phone',
        'first_name',
        'email',
        'is_guest',
        'date_joined',
        'timezone',
        'device_limit',
        'provider_uid',
        'pincode',
        'refer_id',
        'parental_status',
        'parental_code',
        'parental_dialogue',
        'birth_year',
        'settings',
        'provider',
        'profile',
      ].sort(),
    );
    expect(body).toMatchObject({
      username: 'parent',
      phone: '77010000002',
      parental_status: 'set',
      pincode: null,
      parental_code: null,
      parental_dialogue: null,
      device_limit: 5,
    });
    expect(body.provider).toMatchObject({
      id: 1,
      name: 'Demo TV',
      shortname: 'demo',
      is_have_purchases: false,
      auto_auth: null,
    });
    expect(body.profile).toMatchObject({ name: 'Main', role: 'adult' });
    expect(JSON.stringify(body)).not.toContain('1234');
  });

  it('offers the parental dialogue to a member without a PIN, and not after ignore', async () => {
    const { token } = await signIn(platform);
    const before = await platform.call('GET', '/v2/users/self', { token });
    expect(before.body.parental_dialogue.buttons.map((button: { action: string }) => button.action)).toEqual([
      'parental_set',
      'parental_ignore',
    ]);
    const ignored = await platform.call('PATCH', '/v2/users/self', { token, body: { parental_status: 'ignore' } });
    expect(ignored.body).toMatchObject({ parental_status: 'ignore', parental_dialogue: null });
  });

  it('updates name, settings and e-mail and answers the whole user', async () => {
    const { token, userId } = await signIn(platform);
    const patched = await platform.call('PATCH', '/v2/users/self', {
      token,
      body: { first_name: 'Aliya', email: 'demo@demo-tv.example', settings: { lang: 'en' } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      first_name: 'Aliya',
      email: 'demo@demo-tv.example',
      settings: { lang: 'en' },
    });
    const byId = await platform.call('PATCH', `/v2/users/${userId}`, { token, body: { settings: { volume: 3 } } });
    expect(byId.body.settings).toEqual({ lang: 'en', volume: 3 });
    const other = await platform.call('PATCH', `/v2/users/${userId + 1}`, { token, body: { first_name: 'X' } });
    expect(other.status).toBe(403);
  });

  it('rejects Cyrillic, punycode, malformed and duplicate e-mails without changing anything', async () => {
    const { token } = await signIn(platform);
    const cases: [string, string][] = [
      ['почта@example.com', 'invalid_email'],
      ['user@xn--80ak6aa92e.com', 'invalid_email'],
      ['not-an-address', 'invalid_email'],
      ['parent@demo-tv.example', 'duplicate_email'],
    ];
    for (const [email, code] of cases) {
      const response = await platform.call('PATCH', '/v2/users/self', {
        token,
        body: { email, first_name: 'Changed' },
      });
      expect(response.status).toBe(400);
      expect(response.body.error_code).toBe(code);
    }
    const user = await platform.call('GET', '/v2/users/self', { token });
    expect(user.body).toMatchObject({ email: 'demo@demo-tv.example', first_name: 'Алия' });
  });

  it('requires a non-empty name and a unique phone of the right length', async () => {
    const { token } = await signIn(platform);
    expect((await platform.call('PATCH', '/v2/users/self', { token, body: { first_name: ' ' } })).body.error_code).toBe(
      'required',
    );
    expect((await platform.call('PATCH', '/v2/users/self', { token, body: { phone: '123' } })).body.error_code).toBe(
      'wrong_phone',
    );
    expect(
      (await platform.call('PATCH', '/v2/users/self', { token, body: { phone: '77010000002' } })).body.error_code,
    ).toBe('duplicate_phone');
  });

  it('sets a 4-digit PIN, checks it, and changes it only with the old code', async () => {
    const { token } = await signIn(platform);
    expect((await platform.call('PATCH', '/v2/users/self', { token, body: { pincode: '12a4' } })).body.error_code).toBe(
      'invalid_pincode',
    );
    const set = await platform.call('PATCH', '/v2/users/self', { token, body: { pincode: '4321' } });
    expect(set.body).toMatchObject({ parental_status: 'set', pincode: null });
    expect(
      (await platform.call('POST', '/v2/users/self/parental_code/check', { token, body: { code: '4321' } })).body,
    ).toMatchObject({ valid: true });
    const wrong = await platform.call('POST', '/v2/users/self/parental_code/check', { token, body: { code: '0000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_code).toBe('wrong_pincode');
    const noOld = await platform.call('PATCH', '/v2/users/self', { token, body: { pincode: '5555' } });
    expect(noOld.body.error_code).toBe('wrong_pincode');
    await platform.call('PATCH', '/v2/users/self', { token, body: { pincode: '5555', old_code: '4321' } });
    expect(
      (await platform.call('POST', '/v2/users/self/parental_code/check', { token, body: { code: '5555' } })).status,
    ).toBe(200);
    const removed = await platform.call('PATCH', '/v2/users/self', {
      token,
      body: { pincode: null, old_code: '5555' },
    });
    expect(removed.body.parental_status).toBe('notset');
  });

  it('sends the PIN by SMS (the log) and refuses when none is set', async () => {
    const parent = await signIn(platform, 'parent');
    const sent = await platform.call('POST', '/v2/users/self/parental_code/send', { token: parent.token });
    expect(sent.status).toBe(200);
    expect(platform.logs).toContain('parental code for 77010000002: 1234');
    const demo = await signIn(platform);
    expect(
      (await platform.call('POST', '/v2/users/self/parental_code/send', { token: demo.token })).body.error_code,
    ).toBe('pincode_not_set');
  });

  it('guests may change settings only, and anonymous callers get 401', async () => {
    const guest = await signInGuest(platform);
    expect(
      (await platform.call('PATCH', '/v2/users/self', { token: guest.token, body: { settings: { a: 1 } } })).status,
    ).toBe(200);
    const email = await platform.call('PATCH', '/v2/users/self', { token: guest.token, body: { email: 'a@b.cd' } });
    expect(email.status).toBe(403);
    expect(email.body.error_code).toBe('guest_not_allowed');
    expect((await platform.call('GET', '/v2/users/self')).status).toBe(401);
  });

  it('reports purchases once the user has a subscription row', async () => {
    const { token, userId } = await signUpByPhone(platform, '77014440000');
    expect((await platform.call('GET', '/v2/users/self', { token })).body.provider.is_have_purchases).toBe(false);
    const hasTable = platform.ctx.db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'subscriptions'`).get();
    if (!hasTable)
      platform.ctx.db.exec(`CREATE TABLE subscriptions (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL)`);
    const columns = (
      platform.ctx.db.prepare(`PRAGMA table_info(subscriptions)`).all() as {
        name: string;
        notnull: number;
        dflt_value: unknown;
        pk: number;
      }[]
    ).filter((column) => column.notnull && column.dflt_value === null && !column.pk && column.name !== 'user_id');
    const values: Record<string, unknown> = { user_id: userId };
    for (const column of columns) values[column.name] = column.name === 'status' ? 'active' : 1;
    platform.ctx.db.pragma('foreign_keys = OFF');
    platform.ctx.db
      .prepare(
        `INSERT INTO subscriptions (${Object.keys(values).join(', ')}) VALUES (${Object.keys(values)
          .map(() => '?')
          .join(', ')})`,
      )
      .run(...Object.values(values));
    expect((await platform.call('GET', '/v2/users/self', { token })).body.provider.is_have_purchases).toBe(true);
  });
});
