import { z } from 'zod';
import { anyId, epochSeconds, listOf, noteDrift, orElse } from './schema-kit';

/**
 * Answer schemas of billing (lib/api/raw/billing.ts), from wire format D (`GET /v2/packets`: `{id, name, description,
 * price, available:[…]}`, money as decimal strings, subscription dates as ISO strings) and the spec's `Packet`. A
 * packet needs its id, name and price (what a viewer buys); an account its id; a transaction its id and status (what
 * a payment waits on). The rest falls back to what hides its piece of UI: no design, no channels, no actions.
 */

/** Money as the operator's decimal string; a number (S2 reads price as a number) is written as one. */
const money = z.union([z.string(), z.number().transform(String)]);
const period = z.looseObject({
  days: orElse('days', z.number(), 0),
  months: orElse('months', z.number(), 0),
  years: orElse('years', z.number(), 0),
});
const NO_PERIOD = { days: 0, months: 0, years: 0 };

const NO_ACTIONS = {
  can_subscribe: false,
  can_change_period: false,
  can_disable_renew: false,
  can_unsubscribe: false,
  can_enable_renew: false,
  next_period_human: NO_PERIOD,
  next_price: '',
};

const actionsSchema = z.looseObject({
  can_subscribe: orElse('actions.can_subscribe', z.boolean(), false),
  can_change_period: orElse('actions.can_change_period', z.boolean(), false),
  can_disable_renew: orElse('actions.can_disable_renew', z.boolean(), false),
  can_unsubscribe: orElse('actions.can_unsubscribe', z.boolean(), false),
  can_enable_renew: orElse('actions.can_enable_renew', z.boolean(), false),
  next_period_human: orElse('actions.next_period_human', period, NO_PERIOD),
  next_price: orElse('actions.next_price', money, ''),
});

const subscriptionSchema = z.looseObject({
  id: anyId,
  packet_id: orElse('packet_id', anyId, null),
  status: orElse('status', z.string(), 'active'),
  renew: orElse('renew', z.boolean(), false),
  is_trial: orElse('is_trial', z.boolean(), false),
  amount: orElse('amount', money, ''),
  start_at: orElse('start_at', epochSeconds, null),
  end_at: orElse('end_at', epochSeconds, null),
  next_pay_at: orElse('next_pay_at', epochSeconds, null),
  actions: orElse('actions', actionsSchema, NO_ACTIONS),
});

const briefFields = {
  id: anyId,
  provider_id: orElse('provider_id', anyId, null),
  name: z.string(),
  short: orElse('short', z.string(), ''),
  description: orElse('description', z.string(), ''),
  price: money,
  total_price: orElse('total_price', money, undefined),
  currency: orElse('currency', z.string(), ''),
  period_human: orElse('period_human', period, NO_PERIOD),
  trial_amount: orElse('trial_amount', money, null),
  trial_period_human: orElse('trial_period_human', period, null),
  is_trial: orElse('is_trial', z.boolean(), false),
  is_used_trial: orElse('is_used_trial', z.boolean(), false),
  base: orElse('base', z.boolean(), false),
  type: orElse('type', z.string(), 'regular'),
  is_bundle: orElse('is_bundle', z.boolean(), false),
  custom_name: orElse('custom_name', z.string(), null),
  custom_price: orElse('custom_price', money, null),
  custom_description: orElse('custom_description', z.string(), null),
  internet_speed: orElse('internet_speed', z.string(), null),
  channels_count: orElse('channels_count', z.number(), 0),
  parent_name: orElse('parent_name', z.string(), null),
};

const finishBrief = <P extends { price: string; total_price?: string }>(packet: P) => ({
  ...packet,
  total_price: packet.total_price ?? packet.price,
});

const packetBriefSchema = z.looseObject(briefFields).transform(finishBrief);

const NO_DESIGN = {
  color: '',
  backgrounds: { desktop: '', mobile: '' },
  logo: '',
  corner_badge: null,
  special_features: [],
};

/** RawPacket: the operator's `available` is the list of packets offered with a base one; the platform's a flag. */
export const packetSchema = z
  .looseObject({
    ...briefFields,
    is_paused: orElse('is_paused', z.boolean(), false),
    message: orElse('message', z.string(), null),
    renew: orElse('renew', z.boolean(), false),
    agreement: orElse('agreement', z.string(), null),
    packets: orElse('packets', listOf('packets', packetBriefSchema), []),
    include: orElse(
      'include',
      z.array(z.union([anyId, z.looseObject({ id: anyId }).transform((each) => each.id)])),
      [],
    ),
    available: orElse('available', z.union([z.boolean(), z.array(z.unknown()).transform(() => true)]), true),
    is_provider_managed: orElse('is_provider_managed', z.boolean(), false),
    allow_delete_paused: orElse('allow_delete_paused', z.boolean(), false),
    user_purchase: orElse('user_purchase', subscriptionSchema, null),
    next_user_purchase: orElse('next_user_purchase', subscriptionSchema, null),
    subscription: orElse(
      'subscription',
      z.looseObject({ actions: orElse('subscription.actions', actionsSchema, NO_ACTIONS) }),
      { actions: NO_ACTIONS },
    ),
    design: orElse(
      'design',
      z.looseObject({
        color: orElse('design.color', z.string(), ''),
        backgrounds: orElse(
          'design.backgrounds',
          z.looseObject({ desktop: orElse('desktop', z.string(), ''), mobile: orElse('mobile', z.string(), '') }),
          NO_DESIGN.backgrounds,
        ),
        logo: orElse('design.logo', z.string(), ''),
        corner_badge: orElse('design.corner_badge', z.looseObject({ text: z.string(), color: z.string() }), null),
        special_features: orElse('design.special_features', z.array(z.string()), []),
      }),
      NO_DESIGN,
    ),
    benefits: orElse(
      'benefits',
      listOf('benefits', z.looseObject({ icon: orElse('benefits.icon', z.string(), ''), text: z.string() })),
      [],
    ),
    channels: orElse(
      'channels',
      listOf(
        'channels',
        z.looseObject({
          id: anyId,
          slug: orElse('channels.slug', z.string(), ''),
          name: z.string(),
          age: orElse('channels.age', z.number(), 0),
          is_adult: orElse('channels.is_adult', z.boolean(), false),
        }),
      ),
      [],
    ),
    libraries: orElse(
      'libraries',
      listOf('libraries', z.looseObject({ id: anyId, title: orElse('libraries.title', z.string(), '') })),
      [],
    ),
    videos: orElse(
      'videos',
      listOf(
        'videos',
        z.looseObject({
          id: anyId,
          slug: z.string(),
          title: orElse('videos.title', z.string(), ''),
          content_type: orElse('videos.content_type', z.string(), ''),
          poster: orElse('videos.poster', z.string(), ''),
        }),
      ),
      [],
    ),
  })
  .transform(finishBrief);

/** RawAccount: the operator's Account has `amount` where the platform has `balance`. */
export const accountSchema = z
  .looseObject({
    id: anyId,
    balance: orElse('balance', money, undefined),
    amount: orElse('amount', money, ''),
    currency: orElse('currency', z.string(), ''),
    is_payment_allowed: orElse('is_payment_allowed', z.boolean(), true),
  })
  .transform((account) => ({ ...account, balance: account.balance ?? account.amount }));

/** RawTransaction: a payment's poll needs its id and its status; an unknown status keeps it pending, never lost. */
export const transactionSchema = z.looseObject({
  id: anyId,
  status: z.enum(['pending', 'complete', 'error']).catch((ctx) => {
    noteDrift('status', ctx.issues);
    return 'pending' as const;
  }),
  amount: orElse('amount', money, ''),
  status_description: orElse('status_description', z.string(), null),
  packet_id: orElse('packet_id', anyId, null),
  qrcode: orElse('qrcode', z.looseObject({ url: z.string() }), null),
  needs_sms_code: orElse('needs_sms_code', z.boolean(), false),
});
