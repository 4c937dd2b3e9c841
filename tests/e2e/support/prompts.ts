import type { BrowserContext } from '@playwright/test';
import { HOLD_PROMPTS_COOKIE } from '../../../lib/modals/notifications-hold';

/**
 * Holds notification prompts (register, e-mail, survey, install) back for every page of this context, so they
 * cannot appear over the element under test. Tests of the prompts themselves do not call it.
 */
export async function holdPrompts(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: HOLD_PROMPTS_COOKIE, value: '1', url: baseURL }]);
}
