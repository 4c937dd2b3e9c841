import { test as base } from '@playwright/test';
import { isDeepStrictEqual } from 'node:util';
import { platformUrl } from './session';

export { expect } from '@playwright/test';

/** A page that cannot reach about:blank in this time is closed as it is (a crashed page, a stuck dialog). */
const PARK_TIMEOUT_MS = 5_000;

/**
 * Chromium's console line for a script the page policy refused: an inline one without its hash, an inline handler,
 * one loaded from an origin the policy does not name, or a string evaluated as code (lib/security/script-hashes.mjs,
 * issue 35). Older Chromium words it "Refused to execute inline script because it violates…", newer "Executing inline
 * script violates…".
 */
const REFUSED_SCRIPT =
  /(execut\w* inline (script|event handler)|load\w* the script|evaluat\w* a string as JavaScript)\b.*Content Security Policy/i;

/** platform/docs/identity.md: the seeded members tests sign in as (demo, and parent with its child profile). */
const SEEDED_LOGINS = ['demo', 'parent'] as const;

interface MemberState {
  user: { id: number } & Record<string, unknown>;
  slices: Record<string, unknown[]>;
}

interface SeededMember {
  login: string;
  id: number;
  state: MemberState;
}

async function platformJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${platformUrl()}${path}`, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const readState = (id: number) => platformJson<MemberState>(`/dev/members/${id}/state`);

/** The slices of a member that differ between two reads, to name in the annotation and the failure. */
function changedSlices(seeded: MemberState, now: MemberState): string[] {
  const keys = new Set([...Object.keys(seeded.slices), ...Object.keys(now.slices)]);
  const changed = [...keys].filter((key) => !isDeepStrictEqual(seeded.slices[key], now.slices[key]));
  return isDeepStrictEqual(seeded.user, now.user) ? changed : ['users', ...changed];
}

/**
 * Every spec imports `test` from here. Within a worker the tests run one after another against one platform
 * database, and many sign in as the seeded members; one that changed them (the parental status after "Not now", a
 * saved position, a favourite, a purchase, a PIN) used to break a later test of the same worker. So the seeded
 * members are read once per worker, before its first test, and after each test any member that is not as read is
 * put back (GET/PUT /dev/members/:id/state, platform/src/core/member-state.ts); a member that cannot be put back
 * fails the test that changed it, by name. The check runs after the test's pages and contexts are closed (auto
 * fixtures are set up first, so torn down last).
 */
export const test = base.extend<
  { seededMembersKept: void; scriptRefusalsExpected: boolean },
  { seededMembers: SeededMember[] }
>({
  /** Set by a test that injects a script on purpose (tests/e2e/csp.spec.ts). */
  scriptRefusalsExpected: [false, { option: true }],
  /**
   * A test's page fails it when the page policy refused a script: the app's own inline scripts run by hash, and one
   * without its hash would leave the page unhydrated while the test might still pass on the server's HTML.
   */
  page: async ({ page, scriptRefusalsExpected }, provide) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (REFUSED_SCRIPT.test(message.text())) refused.push(`${page.url()}: ${message.text().slice(0, 300)}`);
    });
    await provide(page);
    if (refused.length && !scriptRefusalsExpected)
      throw new Error(`the page policy refused a script:\n${refused.join('\n')}`);
  },
  /**
   * Every page is parked on about:blank before its context closes. Chromium can acknowledge a close that races a
   * navigation commit and never carry it out (crbug.com/536385539, microsoft/playwright#42068, unfixed upstream): the
   * app navigates by itself (after a sign-in, a language sync, a bank page's answer), and a test that ended at that
   * moment hung 60 s in "Close context". A page on about:blank starts no navigation of its own, so the close finds none.
   */
  context: async ({ context }, provide) => {
    await provide(context);
    await Promise.all(
      context.pages().map((page) => page.goto('about:blank', { timeout: PARK_TIMEOUT_MS }).catch(() => undefined)),
    );
  },
  seededMembers: [
    async ({}, use) => {
      const members: SeededMember[] = [];
      for (const login of SEEDED_LOGINS) {
        const [row] = await platformJson<{ id: number }[]>(`/dev/db/users?where=username:${login}`);
        if (!row) throw new Error(`the seeded member ${login} is missing from the platform database`);
        members.push({ login, id: row.id, state: await readState(row.id) });
      }
      await use(members);
    },
    { scope: 'worker' },
  ],
  seededMembersKept: [
    async ({ seededMembers }, use, testInfo) => {
      await use();
      for (const member of seededMembers) {
        const now = await readState(member.id);
        if (isDeepStrictEqual(now, member.state)) continue;
        const changed = changedSlices(member.state, now);
        const restored = await platformJson<MemberState>(`/dev/members/${member.id}/state`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(member.state),
        });
        testInfo.annotations.push({
          type: 'seeded member put back',
          description: `${member.login}: ${changed.join(', ')}`,
        });
        if (!isDeepStrictEqual(restored, member.state)) {
          throw new Error(
            `"${testInfo.titlePath.join(' › ')}" changed the seeded member ${member.login} (${changed.join(', ')}) ` +
              `and it could not be put back as seeded: ${changedSlices(member.state, restored).join(', ')} still differ`,
          );
        }
      }
    },
    { auto: true },
  ],
});
