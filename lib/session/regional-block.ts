import { getMwStatusBlock } from '../api/auth';
import type { ApiClient } from '../api/client';
import { openModal } from '../modals';
import { partnerVariant } from '../partners/variants';
import { PARTNER_COOKIE } from '../request-gate/rules';
import { readCookieHeader } from '../security/cookie-header';

/** Regional block status (section 4): -2 blocked opens block_alma, -1 payment due opens pay_qr_kaspi. */
export const BLOCK_STATUS_MODAL = { '-2': 'block_alma', '-1': 'pay_qr_kaspi' } as const;

/** Asks the regional platform for the subscriber's block status and opens the modal it calls for, if any. */
export async function showRegionalBlock(api: ApiClient): Promise<void> {
  const block = await getMwStatusBlock(api).catch(() => null);
  const modal = block && BLOCK_STATUS_MODAL[String(block.status) as keyof typeof BLOCK_STATUS_MODAL];
  if (modal) openModal(modal, { ...block });
}

/**
 * At start-up too, not only right after sign-in: a blocked or indebted regional subscriber who reloads the page
 * meets the block again instead of a working app.
 */
export async function showRegionalBlockAtStartup(api: ApiClient, providerShortname: string | null | undefined): Promise<void> {
  const partner = readCookieHeader(document.cookie).get(PARTNER_COOKIE) ?? null;
  if (partnerVariant(partner, providerShortname).regional) await showRegionalBlock(api);
}
