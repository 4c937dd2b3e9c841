import { createBillingTestPlatform } from '@/platform/src/domains/billing/testing';
import { getRentalOffer } from '../api/billing';
import { createApiClient } from '../api/client';
import { payByRedirect } from '../api/payments';
import type { RentalOffer } from '../api/types/billing';
import type { PurchaseContext, PurchaseDeps } from './purchase-context';
import { confirmRental } from './complete';
import { paymentPurpose } from './purchase-context';
import { runPurchase } from './purchase-flow';
import { runRental } from './rental-flow';

const opened: { id: string; props: Record<string, unknown> }[] = [];
jest.mock('../modals/modal-controller', () => {
  const actual = jest.requireActual('../modals/modal-controller');
  return {
    ...actual,
    openModal: (id: string, props: Record<string, unknown> = {}) => {
      opened.push({ id, props });
      return true;
    },
  };
});

const platform = createBillingTestPlatform();
afterAll(() => platform.close());

function deps(token: string, embed = false): PurchaseDeps & { parental: jest.Mock } {
  const parental = jest.fn(async () => true);
  return {
    api: createApiClient({
      baseUrl: 'http://platform.test',
      accessToken: token,
      locale: 'en',
      fetch: (input, init) => Promise.resolve(platform.app.fetch(new Request(input, init))),
    }),
    requireSignIn: () => true,
    ensureParental: parental,
    parental,
    text: (key) => key,
    embed,
    navigate: jest.fn(),
    onError: (error) => {
      throw error;
    },
  };
}

const last = () => opened[opened.length - 1];
const waitFor = async (count: number) => {
  for (let i = 0; i < 100 && opened.length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};
const premiereFilm = () =>
  (
    platform.ctx.db
      .prepare(`SELECT id FROM contents WHERE library_id = 4 AND parent_id IS NULL AND content_type = 'movie' LIMIT 1`)
      .get() as { id: number }
  ).id;

beforeEach(() => {
  opened.length = 0;
});

describe('renting a film (POST purchases with content_id)', () => {
  it('sells the packets alone where the operator has no rentals path (its plain 404)', async () => {
    const flow = deps(platform.demoToken);
    const operatorFetch: typeof fetch = (input, init) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (url.pathname.startsWith('/v2/rentals/')) {
        return Promise.resolve(Response.json({ detail: 'Not found.' }, { status: 404 }));
      }
      return Promise.resolve(platform.app.fetch(new Request(input, init)));
    };
    const api = createApiClient({
      baseUrl: 'http://platform.test',
      accessToken: platform.demoToken,
      locale: 'en',
      fetch: operatorFetch,
    });
    await runPurchase({ ...flow, api }, { contentId: premiereFilm() });
    await waitFor(1);
    expect(opened.length).toBeGreaterThan(0);
    expect(opened.map((modal) => modal.props.rental ?? null)).toEqual(opened.map(() => null));
  });

  it('offers the rental next to the packets and rents from a balance that covers it', async () => {
    const flow = deps(platform.demoToken);
    const film = premiereFilm();
    await runPurchase(flow, { contentId: film });
    expect(last().id).toBe('quick_packets');
    expect(last().props.rental as RentalOffer).toMatchObject({ contentId: film, amount: '490.00', isRented: false });
    expect((last().props.packets as unknown[]).length).toBeGreaterThan(0);
    (last().props.onRent as () => void)();
    await waitFor(2);
    expect(flow.parental).toHaveBeenCalledWith('pay');
    expect(last().id).toBe('confirm');
    const context = last().props.context as PurchaseContext;
    expect(context.packet).toBeNull();
    expect(context.rental).toMatchObject({ contentId: film, title: expect.any(String) });
    expect(context.price).toBe(490);
    expect(context.due).toBe(490);
  });

  it('pays what a short balance lacks for the film, and the platform rents it when the payment settles', async () => {
    const member = platform.newMember();
    const film = premiereFilm();
    const flow = deps(member.token);
    await runPurchase(flow, { contentId: film });
    (last().props.onRent as () => void)();
    await waitFor(2);
    expect(last().id).toBe('paysystems');
    const context = last().props.context as PurchaseContext;
    expect(context.due).toBe(490);
    expect(paymentPurpose(context)).toEqual({ contentId: film, amount: '490.00' });
    const transaction = await payByRedirect(flow.api, context.account.id, paymentPurpose(context), {
      paySystem: 'card',
    });
    // The buyer closes the page on the bank's: nobody polls, yet the settled payment rents the film.
    platform.clock.now += platform.ctx.config.transactionSettleMs;
    expect((await getRentalOffer(flow.api, film))?.isRented).toBe(true);
    const rentals = platform.ctx.db
      .prepare(`SELECT amount FROM content_licenses WHERE user_id = ? AND content_id = ?`)
      .all(member.userId, film);
    expect(rentals).toEqual([{ amount: 49_000 }]);
    expect(transaction.id).toBeGreaterThan(0);
    // Completion confirms the rental instead of renting (and charging) a second time.
    await expect(confirmRental(flow.api, flow.text, { contentId: film })).resolves.toBe(true);
    expect(
      platform.ctx.db.prepare(`SELECT COUNT(*) AS n FROM content_licenses WHERE user_id = ?`).get(member.userId),
    ).toEqual({ n: 1 });
  });

  it('rents from the balance on completion when the settled payment did not rent the film itself', async () => {
    const member = platform.newMember();
    const film = premiereFilm();
    const flow = deps(member.token);
    const account = await flow.api.get<{ id: number }>('/v2/users/self/balance');
    // A plain top-up (as paid before the platform rented with the payment) leaves the film to rent on completion.
    await payByRedirect(flow.api, account.id, { amount: '490.00' }, { paySystem: 'card' });
    platform.clock.now += platform.ctx.config.transactionSettleMs;
    await expect(confirmRental(flow.api, flow.text, { contentId: film })).resolves.toBe(true);
    expect((await getRentalOffer(flow.api, film))?.isRented).toBe(true);
  });

  it('does not rent at a price that is not money', async () => {
    const flow = deps(platform.demoToken);
    const film = premiereFilm();
    const offer = (await getRentalOffer(flow.api, film)) as RentalOffer;
    await runRental(flow, { contentId: film }, { ...offer, amount: '' });
    expect(flow.parental).toHaveBeenCalledTimes(0);
    expect(opened.map((modal) => modal.id)).toEqual(['message']);
    expect(last().props).toMatchObject({ title: 'error.title', text: 'error.price' });
  });

  it('does not offer a rental for a series', async () => {
    const series = (
      platform.ctx.db
        .prepare(`SELECT id FROM contents WHERE content_type = 'series' AND library_id = 2 LIMIT 1`)
        .get() as {
        id: number;
      }
    ).id;
    const member = platform.newMember();
    await runPurchase(deps(member.token), { contentId: series });
    expect(last().props.rental).toBeUndefined();
  });

  it('rents on the content page in a new window from an embedded player', async () => {
    const open = jest.fn();
    (globalThis as { window?: unknown }).window = { open };
    try {
      const film = premiereFilm();
      await runPurchase(deps(platform.demoToken, true), { contentId: film });
      (last().props.onRent as () => void)();
      expect(open).toHaveBeenCalledWith(`/contents/${film}`, '_blank', 'noopener');
      expect(opened).toHaveLength(1);
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});
