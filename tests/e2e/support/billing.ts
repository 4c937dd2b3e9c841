import { expect, type Page } from '@playwright/test';
import { platformUrl, signInNewMember } from './session';

export interface BillingState {
  account: { balance: string };
  subscriptions: { packet_id: number; status: string; renew: boolean }[];
  transactions: { id: number; status: string; amount: string; kind: string }[];
  cards: { id: number }[];
  rentals: { content_id: number; status: string; amount: string; end_at: number }[];
}

/** What the platform's database holds for a user (GET /dev/billing/user/:id). */
export async function billingState(page: Page, userId: number): Promise<BillingState> {
  const response = await page.request.get(`${platformUrl()}/dev/billing/user/${userId}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: BillingState }).data;
}

export function heldPacketIds(state: BillingState): number[] {
  return state.subscriptions
    .filter((sub) => sub.status === 'active' || sub.status === 'paused')
    .map((sub) => sub.packet_id);
}

/** Digits of a money text ("1 500 KZT", "1500.00") as a number. */
export function money(text: string | null | undefined): number {
  return Number((text ?? '').replace(/[^\d.,]/g, '').replace(',', '.'));
}

/**
 * A new member set up through the API as a person would be: optionally 500.00 from the BONUS500 code, the free
 * Basic TV trial as the base packet, and a linked card (paid on the bank page, settled by the demo bank).
 */
export async function newMember(
  page: Page,
  setup: { bonus?: boolean; base?: boolean; card?: boolean } = {},
): Promise<number> {
  await signInNewMember(page);
  const request = page.request;
  const self = (await (await request.get('/api/v2/users/self')).json()) as { data: { id: number } };
  if (setup.bonus)
    expect((await request.post('/api/v2/users/self/promokeys', { data: { key: 'BONUS500' } })).status()).toBe(201);
  if (setup.base) {
    const base = await request.post('/api/v2/users/self/subscriptions', { data: { packet_id: 1, is_trial: true } });
    expect(base.status(), await base.text()).toBe(201);
  }
  if (setup.card) {
    const balance = (await (await request.get('/api/v2/users/self/balance')).json()) as { data: { id: number } };
    const link = await request.post('/api/v2/users/self/cards', { data: { account_id: balance.data.id } });
    expect(link.status(), await link.text()).toBe(201);
    await expect.poll(async () => (await billingState(page, self.data.id)).cards.length, { timeout: 15_000 }).toBe(1);
  }
  return self.data.id;
}

/** The PIN question of a member without a PIN: "Not now" lets the purchase go on. */
export async function skipPinSetup(page: Page, notNow: string): Promise<void> {
  const button = page.getByRole('dialog').getByRole('button', { name: notNow });
  await button.click({ timeout: 20_000 });
}
