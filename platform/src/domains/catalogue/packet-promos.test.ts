import { findDemoMember } from '../billing/seed-demo';
import { tokenFor } from '../billing/testing';
import { ROW } from './seed-rows';
import { startCatalogue } from './testing';

interface PromoPacket {
  id: number;
  name: string;
  price: string;
  period_human: { days: number; months: number; years: number };
  trial_price: string | null;
  trial_period_human: { days: number } | null;
  is_trial: boolean;
  base: boolean;
  is_subscribed: boolean;
  periods: Array<{ id: number; amount: string; period_human: { months: number; years: number } }>;
}

describe('packet promo items', () => {
  const platform = startCatalogue();
  afterAll(() => platform.close());
  const { call } = platform;
  const packetsOf = async (rowId: number, token?: string): Promise<PromoPacket[]> => {
    const { body } = await call(`/v2/rows/${rowId}`, { token });
    return body.promotions.map((promo: { packet: PromoPacket }) => promo.packet);
  };

  it('carry the packet with its price per period, trial and purchase periods', async () => {
    const packets = await packetsOf(ROW.packets);
    expect(packets.map((packet) => packet.id)).toEqual([2, 3, 4, 5, 6]);
    const cinema = packets[0];
    expect(cinema).toMatchObject({ name: 'Cinema', price: '2490.00', period_human: { months: 1 }, base: false });
    expect(cinema).toMatchObject({ is_trial: true, trial_price: '100.00', trial_period_human: { days: 7 } });
    expect(cinema.periods.map((period) => period.amount)[0]).toBe('2490.00');
    expect(cinema.periods.length).toBeGreaterThan(1);
  });

  it('mark the base packet of the packet_promo_base row', async () => {
    const [base] = await packetsOf(ROW.basePacket);
    expect(base).toMatchObject({ id: 1, base: true, is_subscribed: false });
  });

  it('tell a member which packets they hold; a queued one is not held yet', async () => {
    const demo = findDemoMember(platform.ctx);
    if (demo == null) throw new Error('the billing seed has a demo member');
    const token = tokenFor(platform.ctx, demo);
    const [base] = await packetsOf(ROW.basePacket, token);
    expect(base.is_subscribed).toBe(true);
    const night = (await packetsOf(ROW.packets, token)).find((packet) => packet.id === 4);
    expect(night?.is_subscribed).toBe(false);
  });

  it('leave promo items of other destinations without a packet', async () => {
    const { body } = await call(`/v2/rows/${ROW.quickLinks}`);
    expect(body.promotions.every((promo: { packet?: unknown }) => promo.packet === undefined)).toBe(true);
  });
});
