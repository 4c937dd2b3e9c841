import type { z } from 'zod';
import { unreadableAnswerError } from '../client';
import { accountSchema, packetSchema, transactionSchema } from '../raw/billing-schema';
import { contentCardSchema, contentSchema, episodeSchema, rowSchema } from '../raw/catalogue-schema';
import { channelCategorySchema, channelSchema, channelStreamSchema, epgRowSchema, scheduleItemSchema, userChannelSchema } from '../raw/channels-schema';
import { favoriteSchema } from '../raw/favorites-schema';
import { deviceSchema, tokenGrantSchema, userSchema } from '../raw/identity-schema';
import { messageSchema } from '../raw/messages-schema';
import { networkInfoSchema, newsItemSchema } from '../raw/platform-schema';
import { listOf, noteDrift, withCheckedPath } from '../raw/schema-kit';

/**
 * The operator's answers checked at the boundary, on the server only (the gateway for the browser's calls, the server
 * client for renders), so the browser bundle carries no validation code. zod rather than zod/mini or valibot: it never
 * reaches the browser, so its size costs no first-load bytes, and its issue paths name the drifted field.
 *
 * A list answer keeps its usable entries and drops the broken ones; an object answer the app cannot use (the wrong
 * kind, a missing id or token) throws the ApiError the pages already show as "the TV service is not reachable".
 * Paths no schema names pass as sent.
 */
interface AnswerRoute {
  methods: readonly string[];
  path: RegExp;
  /** The path as the drift log names it, ids left out so each drift is logged once. */
  label: string;
  kind: 'list' | 'object';
  schema: z.ZodType;
  /** The same path may answer another shape (a stream's `type=config`): only answers this accepts are checked. */
  applies?: (answer: Record<string, unknown>) => boolean;
}

export const ANSWER_ROUTES: readonly AnswerRoute[] = [
  { methods: ['POST'], path: /^\/v2\/(auth\/(login|otp|device|provider)|mw\/auth\/otp)$/, label: '/v2/auth/*', kind: 'object', schema: tokenGrantSchema },
  { methods: ['GET', 'PATCH'], path: /^\/v2\/users\/self$/, label: '/v2/users/self', kind: 'object', schema: userSchema },
  { methods: ['GET'], path: /^\/v2\/users\/self\/devices$/, label: '/v2/users/self/devices', kind: 'list', schema: deviceSchema },
  { methods: ['POST'], path: /^\/v2\/users\/self\/devices$/, label: '/v2/users/self/devices', kind: 'object', schema: deviceSchema },
  { methods: ['GET', 'PATCH'], path: /^\/v2\/users\/self\/devices\/[^/]+$/, label: '/v2/users/self/devices/{id}', kind: 'object', schema: deviceSchema },
  { methods: ['GET'], path: /^\/v2\/users\/self\/messages$/, label: '/v2/users/self/messages', kind: 'list', schema: messageSchema },
  { methods: ['GET'], path: /^\/v2\/news$/, label: '/v2/news', kind: 'list', schema: newsItemSchema },
  { methods: ['GET'], path: /^\/v2\/channels\/channel_list$/, label: '/v2/channels/channel_list', kind: 'list', schema: channelSchema },
  { methods: ['GET'], path: /^\/v2\/channels\/\d+$/, label: '/v2/channels/{id}', kind: 'object', schema: channelSchema },
  { methods: ['GET'], path: /^\/v2\/channels\/category_list$/, label: '/v2/channels/category_list', kind: 'list', schema: channelCategorySchema },
  { methods: ['GET'], path: /^\/v2\/(channels|programs)\/\d+\/(content_)?schedule$/, label: '/v2/*/{id}/schedule', kind: 'list', schema: scheduleItemSchema },
  { methods: ['GET'], path: /^\/v2\/users\/self\/network$/, label: '/v2/users/self/network', kind: 'object', schema: networkInfoSchema },
  { methods: ['GET'], path: /^\/v2\/users\/self\/channel_list$/, label: '/v2/users/self/channel_list', kind: 'list', schema: userChannelSchema },
  { methods: ['GET'], path: /^\/v2\/channels\/epg$/, label: '/v2/channels/epg', kind: 'list', schema: epgRowSchema },
  { methods: ['GET'], path: /^\/v2\/users\/self\/favorites$/, label: '/v2/users/self/favorites', kind: 'list', schema: favoriteSchema },
  { methods: ['POST'], path: /^\/v2\/users\/self\/favorites$/, label: '/v2/users/self/favorites', kind: 'object', schema: favoriteSchema },
  { methods: ['GET'], path: /^\/v2\/contents\/[^/]+$/, label: '/v2/contents/{slug}', kind: 'object', schema: contentSchema },
  { methods: ['GET'], path: /^\/v2\/contents\/[^/]+\/similar$/, label: '/v2/contents/{slug}/similar', kind: 'list', schema: contentCardSchema },
  { methods: ['GET'], path: /^\/v2\/contents\/[^/]+\/episodes$/, label: '/v2/contents/{slug}/episodes', kind: 'list', schema: episodeSchema },
  { methods: ['GET'], path: /^\/v2\/rows\/[^/]+$/, label: '/v2/rows/{slug}', kind: 'object', schema: rowSchema },
  { methods: ['GET'], path: /^\/v2\/(packets|purchasepackets|users\/self\/subscriptions\/(current|futures))$/, label: '/v2/packets', kind: 'list', schema: packetSchema },
  { methods: ['GET'], path: /^\/v2\/packets\/[^/]+$/, label: '/v2/packets/{id}', kind: 'object', schema: packetSchema },
  { methods: ['GET'], path: /^\/v2\/users\/self\/accounts$/, label: '/v2/users/self/accounts', kind: 'list', schema: accountSchema },
  { methods: ['GET'], path: /^\/v2\/users\/self\/balance$/, label: '/v2/users/self/balance', kind: 'object', schema: accountSchema },
  { methods: ['GET'], path: /^\/v2\/users\/self\/transactions\/[^/]+$/, label: '/v2/users/self/transactions/{id}', kind: 'object', schema: transactionSchema },
  {
    methods: ['GET'],
    path: /^\/v2\/channels\/\d+\/stream$/,
    label: '/v2/channels/{id}/stream',
    kind: 'object',
    schema: channelStreamSchema,
    applies: (answer) => !('config' in answer),
  },
];

export function answerRouteOf(method: string, path: string): AnswerRoute | null {
  const bare = path.split('?')[0];
  return ANSWER_ROUTES.find((route) => route.methods.includes(method) && route.path.test(bare)) ?? null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

const listChecks = new Map<AnswerRoute, z.ZodType>();

/** A list route's check, made once: not for every answer. */
function listCheckOf(route: AnswerRoute): z.ZodType {
  let check = listChecks.get(route);
  if (!check) {
    check = listOf('', route.schema);
    listChecks.set(route, check);
  }
  return check;
}

/** The usable part of a successful answer (its `data` when enveloped is the caller's to unwrap first). */
export function checkAnswer(method: string, path: string, answer: unknown): unknown {
  const route = answerRouteOf(method, path);
  if (!route) return answer;
  return withCheckedPath(`${method} ${route.label}`, () => {
    if (route.kind === 'list') {
      if (!Array.isArray(answer)) {
        noteDrift('', [{ code: 'invalid_type', expected: 'a list' }]);
        throw unreadableAnswerError();
      }
      return listCheckOf(route).parse(answer);
    }
    if (!isRecord(answer)) {
      noteDrift('', [{ code: 'invalid_type', expected: 'an object' }]);
      throw unreadableAnswerError();
    }
    if (route.applies && !route.applies(answer)) return answer;
    const parsed = route.schema.safeParse(answer);
    if (parsed.success) return parsed.data;
    noteDrift('', parsed.error.issues);
    throw unreadableAnswerError();
  });
}
