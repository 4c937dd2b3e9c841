import { MEMBER_CHECK_TTL_MS, type isSignedInMember as IsSignedInMember } from './member-check';

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
