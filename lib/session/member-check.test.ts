import { MEMBER_CHECK_TTL_MS, type checkMemberSession as CheckMemberSession, type isSignedInMember as IsSignedInMember } from './member-check';

function platform(answers: Record<string, { status: number; body?: unknown }>) {
  const calls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const token = new URL(String(input)).searchParams.get('access_token') ?? '';
    calls.push(token);
    const answer = answers[token];
    if (!answer) throw new Error('unreachable');
    return Response.json(answer.body ?? {}, { status: answer.status });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('isSignedInMember', () => {
  // Each test starts with nothing remembered: a fresh copy of the module.
  let isSignedInMember: typeof IsSignedInMember;
  beforeEach(async () => {
    jest.resetModules();
    ({ isSignedInMember } = await import('./member-check'));
  });

  it('is true only for a token the platform knows as a member', async () => {
    const { fetchImpl } = platform({
      member: { status: 200, body: { data: { is_guest: false } } },
      guest: { status: 200, body: { data: { is_guest: true } } },
      expired: { status: 401 },
    });
    const options = { platformUrl: 'http://platform.test', fetch: fetchImpl };
    expect(await isSignedInMember('member', options)).toBe(true);
    expect(await isSignedInMember('guest', options)).toBe(false);
    expect(await isSignedInMember('expired', options)).toBe(false);
    expect(await isSignedInMember('down', options)).toBe(false);
    expect(await isSignedInMember(undefined, options)).toBe(false);
  });

  it('asks the platform again once the remembered answer is older than its lifetime', async () => {
    const { calls, fetchImpl } = platform({ member: { status: 200, body: { data: { is_guest: false } } } });
    let now = 0;
    const options = { platformUrl: 'http://platform.test', fetch: fetchImpl, now: () => now };
    await isSignedInMember('member', options);
    now = MEMBER_CHECK_TTL_MS - 1;
    await isSignedInMember('member', options);
    expect(calls).toHaveLength(1);
    now = MEMBER_CHECK_TTL_MS + 1;
    await isSignedInMember('member', options);
    expect(calls).toHaveLength(2);
  });
});

describe('checkMemberSession: the gate keeps a member whose token lapsed', () => {
  let checkMemberSession: typeof CheckMemberSession;
  beforeEach(async () => {
    jest.resetModules();
    ({ checkMemberSession } = await import('./member-check'));
  });

  function platformWithDevice() {
    const paths: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const token = url.searchParams.get('access_token');
      paths.push(`${url.pathname} ${token ?? ''}`);
      if (url.pathname === '/v2/auth/device') return Response.json({ access_token: 'renewed', expired: 1_900_000_000, device: 'd-1' });
      if (token === 'renewed' || token === 'member') return Response.json({ is_guest: false });
      if (token === 'guest') return Response.json({ is_guest: true });
      return Response.json({ status_code: 401, error_code: 'authentication_failed' }, { status: 401 });
    }) as typeof fetch;
    return { paths, fetchImpl };
  }

  it('re-authorizes a lapsed or refused member token through the device, and answers its cookies', async () => {
    const { paths, fetchImpl } = platformWithDevice();
    const options = { platformUrl: 'http://platform.test', fetch: fetchImpl, now: () => 1_800_000_000_000 };
    const lapsed = await checkMemberSession('tv_token=old; tv_token_exp=1700000000000; tv_device=d-1', options);
    expect(lapsed.member).toBe(true);
    expect(lapsed.cookies.find((value) => value.startsWith('tv_token='))).toMatch(/^tv_token=renewed;/);
    expect(paths[0]).toBe('/v2/auth/device old');
    const refused = await checkMemberSession('tv_token=other; tv_device=d-1', options);
    expect(refused.member).toBe(true);
  });

  it("never re-authorizes a live token: a guest's is simply not a member's", async () => {
    const { paths, fetchImpl } = platformWithDevice();
    const options = { platformUrl: 'http://platform.test', fetch: fetchImpl };
    expect(await checkMemberSession('tv_token=guest; tv_device=d-1', options)).toEqual({ member: false, cookies: [] });
    expect(await checkMemberSession(null, options)).toEqual({ member: false, cookies: [] });
    expect(paths).toEqual(['/v2/users/self guest']);
  });
});
