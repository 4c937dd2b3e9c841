import { forgetLoggedDrift } from '@/lib/api/answer-log';
import { checkAnswer } from '@/lib/api/contract/answer-check';
import type { OperatorFixture } from '@/lib/api/contract/operator-fixtures';

/**
 * For the contract tests: each test starts with no drift remembered (a drift is logged once per path and field) and
 * with console.warn captured. Returns the current test's spy, whose calls are the drift lines logged.
 */
export function captureDriftWarnings(): () => jest.SpyInstance {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    forgetLoggedDrift();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());
  return () => warn;
}

/** A fixture's body through the boundary check of its method and path. */
export const checkedFixture = <T>(fixture: OperatorFixture) => checkAnswer(fixture.method, fixture.path, fixture.body) as T;
