import { createBillingTestPlatform } from '@/platform/src/domains/billing/testing';
import { createApiClient } from '../api/client';
import type { MessageModalProps } from '../modals/message';
import { acceptAgreement, declineAgreement } from './agreement';
import type { PurchaseContext, PurchaseDeps, PurchaseTarget } from './purchase-context';
import { runPurchase } from './purchase-flow';

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

function deps(token: string, overrides: Partial<PurchaseDeps> = {}): PurchaseDeps & { parental: jest.Mock } {
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
    embed: false,
    navigate: jest.fn(),
    onError: (error) => {
      throw error;
    },
    ...overrides,
  };
}

const last = () => opened[opened.length - 1];
const waitFor = async (count: number) => {
  for (let i = 0; i < 50 && opened.length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

beforeEach(() => {
  opened.length = 0;
});

describe('runPurchase (catalogue-vod-billing.md section 4)', () => {
  it('sends a guest to sign in and resumes the same purchase afterwards', async () => {
    let resume: (() => void) | undefined;
    const flow = deps(platform.demoToken, {
      requireSignIn: (next) => {
        resume = next;
        return false;
      },
    });
    await runPurchase(flow, { packetId: 3 });
    expect(opened).toEqual([]);
    // The gate captured before sign-in still answers "guest"; the resume must not ask again.
    resume!();
    await waitFor(1);
    expect(last().id).toBe('confirm_period');
  });

  it('asks the parental check for paying, then the period of a packet with several', async () => {
    const flow = deps(platform.demoToken);
    await runPurchase(flow, { packetId: 3 });
    expect(flow.parental).toHaveBeenCalledWith('pay');
    expect(last().id).toBe('confirm_period');
    const options = last().props.options as { id: number }[];
    expect(options).toHaveLength(3);
    (last().props.onChoose as (id: number, trial: boolean) => void)(options[0].id, false);
    await waitFor(2);
    const context = last().props.context as PurchaseContext;
    expect(last().id).toBe('confirm');
    expect(context.price).toBe(990);
    expect(context.due).toBe(990);
  });

  it('stops when the parental check is refused', async () => {
    await runPurchase(deps(platform.demoToken, { ensureParental: async () => false }), { packetId: 3 });
    expect(opened).toEqual([]);
  });

  it('opens the agreement page first and resumes the purchase once it is accepted there', async () => {
    const member = platform.newMember();
    await platform.request('/v2/users/self/subscriptions', {
      method: 'POST',
      token: member.token,
      json: { packet_id: 1, is_trial: true },
    });
    const flow = deps(member.token);
    await runPurchase(flow, { packetId: 4 });
    expect(flow.navigate).toHaveBeenCalledWith('/packets/4/agreement');
    expect(opened).toEqual([]);
    expect(flow.parental).not.toHaveBeenCalled();
    const storage = new Map<string, string>();
    const resume = acceptAgreement({ setItem: (key, value) => void storage.set(key, value) }, 4);
    expect(resume).toEqual(expect.any(Function));
    resume!();
    await waitFor(1);
    expect(flow.parental).toHaveBeenCalledWith('pay');
    expect(['confirm', 'paysystems', 'card', 'confirm_period']).toContain(last().id);
    // Accepted once, the next purchase of the packet in this tab is not held back again.
    expect([...storage.entries()]).toEqual([['billing.agreement.accepted.4', '1']]);
  });

  it('drops the purchase when the agreement is declined, and an acceptance elsewhere resumes nothing', async () => {
    const member = platform.newMember();
    const flow = deps(member.token);
    await runPurchase(flow, { packetId: 4 });
    expect(flow.navigate).toHaveBeenCalledWith('/packets/4/agreement');
    declineAgreement();
    expect(acceptAgreement(null, 4)).toBeNull();
    await runPurchase(flow, { packetId: 4 });
    expect(acceptAgreement(null, 3)).toBeNull();
    expect(opened).toEqual([]);
  });

  it('offers the base packets first to a member without one', async () => {
    const member = platform.newMember();
    await runPurchase(deps(member.token), { packetId: 2, trial: true });
    expect(last().id).toBe('quick_packets');
    expect(last().props.baseFirst).toBe(true);
    expect((last().props.packets as { isBase: boolean }[]).every((packet) => packet.isBase)).toBe(true);
  });

  it('resumes the add-on purchase, its trial and the title waiting to play, once the base packet is bought', async () => {
    const member = platform.newMember();
    const play = jest.fn();
    await runPurchase(deps(member.token), { packetId: 2, trial: true, contentId: 11, onPurchased: play });
    const onChoose = last().props.onChoose as (packetId: number) => void;
    onChoose(1);
    await waitFor(2);
    for (let i = 0; i < 5 && last().id === 'confirm_period'; i += 1) {
      const count = opened.length;
      const options = last().props.options as { id: number }[];
      (last().props.onChoose as (periodId: number, trial: boolean) => void)(options[0].id, true);
      await waitFor(count + 1);
    }
    const baseContext = last().props.context as PurchaseContext;
    expect(baseContext.packet?.id).toBe(1);
    const bought = await platform.request('/v2/users/self/subscriptions', {
      method: 'POST',
      token: member.token,
      json: { packet_id: 1, is_trial: true },
    });
    expect(bought.status).toBe(200);
    const count = opened.length;
    baseContext.onPurchased?.();
    await waitFor(count + 1);
    // The add-on's trial was asked for and is still on offer: straight to paying for it, not the base list again.
    expect(last().id).toBe('paysystems');
    const addOn = last().props.context as PurchaseContext;
    expect(addOn.packet?.id).toBe(2);
    expect(addOn.isTrial).toBe(true);
    addOn.onPurchased?.();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('confirms with the linked card and charges only what the balance lacks', async () => {
    await runPurchase(deps(platform.demoToken), { packetId: 2, periodId: 201 });
    expect(last().id).toBe('card');
    const context = last().props.context as PurchaseContext;
    expect(context.price).toBe(2490);
    expect(context.due).toBe(990);
    expect(last().props.title).toBe('card.title');
  });

  it('starts with the period picked before (a gift amount): no period question, that period charged', async () => {
    const flow = deps(platform.demoToken);
    await runPurchase(flow, { packetId: 3 });
    const options = last().props.options as { id: number; amount: string }[];
    const longer = options[options.length - 1];
    opened.length = 0;
    await runPurchase(flow, { packetId: 3, periodId: longer.id });
    expect(opened.map((modal) => modal.id)).not.toContain('confirm_period');
    const context = last().props.context as PurchaseContext;
    expect(context.option?.id).toBe(longer.id);
    expect(context.price).toBe(Number(longer.amount));
  });

  it('asks for the period again when the picked one is not among the packet\'s', async () => {
    await runPurchase(deps(platform.demoToken), { packetId: 3, periodId: 201 });
    expect(last().id).toBe('confirm_period');
  });

  it('charges the trial amount when the trial is picked', async () => {
    await runPurchase(deps(platform.demoToken), { packetId: 2, trial: true });
    expect(last().id).toBe('confirm');
    const context = last().props.context as PurchaseContext;
    expect(context.isTrial).toBe(true);
    expect(context.price).toBe(100);
  });

  it('sells nothing at a price that is not money: no free confirm, a message that nothing was charged', async () => {
    // The real operator's packets may come without a price (operator-fixtures-domains: "no price").
    const unreadable = (input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(platform.app.fetch(new Request(input, init))).then(async (answer) => {
        if (!/\/v2\/packets\/2\/purchaseperiods/.test(String(input))) return answer;
        const periods = (await answer.json()) as Record<string, unknown>[];
        return Response.json(periods.map((period) => ({ ...period, amount: 'n/a' })));
      });
    const flow = deps(platform.demoToken);
    flow.api = createApiClient({ baseUrl: 'http://platform.test', accessToken: platform.demoToken, locale: 'en', fetch: unreadable });
    await runPurchase(flow, { packetId: 2, periodId: 201 });
    expect(opened.map((modal) => modal.id)).toEqual(['message']);
    expect(last().props as unknown as MessageModalProps).toMatchObject({ title: 'error.title', text: 'error.price' });
  });

  it('lists the pay systems for a member with an empty balance and no card', async () => {
    const member = platform.newMember();
    await platform.request('/v2/users/self/subscriptions', {
      method: 'POST',
      token: member.token,
      json: { packet_id: 1, is_trial: true },
    });
    await runPurchase(deps(member.token), { packetId: 6, periodId: 601 });
    expect(last().id).toBe('paysystems');
    const context = last().props.context as PurchaseContext;
    expect(context.due).toBe(1790);
    expect(context.paySystems.length).toBeGreaterThan(1);
    // Iframe payment is off in this build: the framed card payment is not offered.
    expect(context.paySystems.map((system) => system.shortname)).not.toContain('card_iframe');
    expect(context.paySystems.map((system) => system.shortname)).toContain('card');
  });

  it('plays instead of buying a packet that is held already', async () => {
    const onPurchased = jest.fn();
    const target: PurchaseTarget = { packetId: 1, onPurchased };
    await runPurchase(deps(platform.demoToken), target);
    expect(onPurchased).toHaveBeenCalled();
    expect(opened).toEqual([]);
    await runPurchase(deps(platform.demoToken), { packetId: 1 });
    expect(last().id).toBe('message');
  });

  it("says a held packet is bought already with a watch button opening the packet's first channel", async () => {
    await runPurchase(deps(platform.demoToken), { packetId: 1 });
    const message = last().props as unknown as MessageModalProps;
    expect(message.text).toBe('alreadyBought');
    expect(message.buttons?.[0]).toMatchObject({ label: 'watch', primary: true });
    expect(message.buttons?.[0].href).toMatch(/^\/channels\/[a-z0-9-]+$/);
  });

  it('sends a buyer of a provider-managed packet to the provider instead of selling it', async () => {
    const member = platform.newMember();
    await runPurchase(deps(member.token), { packetId: 10 });
    expect(last().id).toBe('message');
    expect((last().props as unknown as MessageModalProps).text).toBe('providerOnly');
  });

  it("sends a buyer to the provider from a channel's purchase block when the channel's packet is provider-managed", async () => {
    // The channel page's purchase block starts this flow with the channel (components/channels/purchase-block.tsx).
    // Channel 4 is sold in Basic TV (packet 1) alone; here Basic TV is sold by the provider only.
    const managed = platform.ctx.db.prepare('UPDATE packets SET is_provider_managed = ? WHERE id = 1');
    managed.run(1);
    try {
      const member = platform.newMember();
      await runPurchase(deps(member.token), { channelId: 4 });
      // Its one packet goes on as a packet purchase, in a step of its own.
      await waitFor(1);
      expect(last().id).toBe('message');
      expect((last().props as unknown as MessageModalProps).text).toBe('providerOnly');
    } finally {
      managed.run(0);
    }
  });

  describe("a content meta's pay button (button_data.packet_ids, show_options)", () => {
    // Program 165 is in Cinema's library: the content's list sells Cinema (2) and the Cinema + Series bundle (7).
    const program = 165;
    // Series 137 is Kids (library 3): its list sells Kids (3) alone.
    const kidsSeries = 137;
    const withBase = async () => {
      const member = platform.newMember();
      await platform.request('/v2/users/self/subscriptions', {
        method: 'POST',
        token: member.token,
        json: { packet_id: 1, is_trial: true },
      });
      return deps(member.token);
    };
    const listedIds = () => (last().props.packets as { id: number }[]).map((packet) => packet.id);

    it('buys the one packet the button names straight on, though the content has more', async () => {
      await runPurchase(await withBase(), { contentId: program, button: { packetIds: [2], showOptions: false } });
      await waitFor(1);
      expect(opened.map((modal) => modal.id)).not.toContain('quick_packets');
      expect(last().id).toBe('confirm_period');
      expect((last().props.packet as { id: number }).id).toBe(2);
    });

    it('lists only the packets the button names', async () => {
      await runPurchase(await withBase(), { contentId: program, button: { packetIds: [7], showOptions: true } });
      expect(last().id).toBe('quick_packets');
      expect(listedIds()).toEqual([7]);
    });

    it('lists even a single packet when the button asks for its options', async () => {
      await runPurchase(await withBase(), { contentId: kidsSeries, button: { packetIds: [3], showOptions: true } });
      expect(last().id).toBe('quick_packets');
      expect(listedIds()).toEqual([3]);
    });

    it("lists the content's packets whole when the button names none of them", async () => {
      await runPurchase(await withBase(), { contentId: program, button: { packetIds: [99], showOptions: true } });
      expect(last().id).toBe('quick_packets');
      expect(listedIds()).toEqual([2, 7]);
    });
  });

  it('offers to watch a content that opens already instead of selling it', async () => {
    // Title 1 is free (platform/docs/catalogue.md, "Free titles").
    const held = 1;
    await runPurchase(deps(platform.demoToken), { contentId: held });
    const message = last().props as unknown as MessageModalProps;
    expect(last().id).toBe('message');
    expect(message.buttons?.[0].href).toBe(`/watch/${held}`);
  });
});
