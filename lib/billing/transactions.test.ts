import { getDefaultStore } from 'jotai';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { MessageModalProps } from '../modals/message';
import { transactionPendingAtom } from './transaction-pending';
import { stopTransactionWatch, watchTransaction } from './transactions';

const messages: MessageModalProps[] = [];
jest.mock('../modals/message', () => ({ openMessage: (props: MessageModalProps) => messages.push(props) }));
jest.mock('./refresh', () => ({ refreshBillingData: jest.fn(async () => undefined) }));

/** What the watch button reads (its loader shows while a transaction is polled). */
const isTransactionPending = () => getDefaultStore().get(transactionPendingAtom);

type Answer = { status: string; status_description?: string | null } | ApiError;

/** An API whose transaction endpoint answers the given sequence, and a clock the test moves. */
function setup(answers: Answer[]) {
  let now = 1_000_000;
  const calls: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const api = {
    get: jest.fn(async (path: string) => {
      calls.push(path);
      const answer = answers.shift() ?? { status: 'pending' };
      if (answer instanceof ApiError) throw answer;
      return { id: 9, transaction_id: 9, amount: '990.00', qrcode: null, created_at: 0, ...answer };
    }),
    post: jest.fn(async () => ({})),
    clearCache: jest.fn(),
  } as unknown as ApiClient;
  const schedule = (run: () => void, ms: number) => {
    const timer = { run, ms };
    timers.push(timer);
    return () => timers.splice(timers.indexOf(timer), 1);
  };
  const next = async (advanceMs = 5_000) => {
    now += advanceMs;
    const timer = timers.shift();
    timer?.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { api, calls, timers, schedule, next, now: () => now };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  messages.length = 0;
  stopTransactionWatch();
});

describe('watchTransaction (catalogue-vod-billing.md sections 4, 8, 9)', () => {
  it('polls every 5 s until complete, then plays the pending content and shows the content payment message', async () => {
    const t = setup([{ status: 'pending' }, new ApiError(504, null), { status: 'complete' }]);
    const onPurchased = jest.fn();
    watchTransaction(
      { id: 9, createdAtSec: 0 },
      {
        api: t.api,
        text: (key) => key,
        purchase: { packetName: 'Kids', packetId: 3, forContent: true, onPurchased },
        now: t.now,
        schedule: t.schedule,
      },
    );
    await flush();
    expect(t.timers.map((timer) => timer.ms)).toEqual([5_000]);
    // The watch button shows its loader while the transaction is pending, and only then.
    expect(isTransactionPending()).toBe(true);
    await t.next();
    await t.next();
    await flush();
    expect(isTransactionPending()).toBe(false);
    expect(t.calls).toHaveLength(3);
    expect(messages.map((message) => message.text)).toEqual(['success.content']);
    expect(onPurchased).toHaveBeenCalledTimes(1);
    // Analytics fire on completion (step 7).
    expect(t.api.post).toHaveBeenCalledWith('/v2/metrics/events', [
      { name: 'purchase_complete', params: { packet_id: 3, content_id: null, kind: 'packet', for_content: true } },
    ]);
  });

  it('shows the status description of a failed payment', async () => {
    const t = setup([{ status: 'error', status_description: 'The bank declined the payment.' }]);
    watchTransaction(
      { id: 9, createdAtSec: 0 },
      {
        api: t.api,
        text: (key) => key,
        purchase: { packetName: 'Kids', forContent: false },
        now: t.now,
        schedule: t.schedule,
      },
    );
    await flush();
    expect(messages[0]).toMatchObject({ text: 'The bank declined the payment.', icon: 'error' });
    expect(isTransactionPending()).toBe(false);
  });

  it('keeps polling through a 404 without reporting it, and stops silently after 600 s', async () => {
    const t = setup([new ApiError(404, null)]);
    watchTransaction(
      { id: 9, createdAtSec: 0 },
      {
        api: t.api,
        text: (key) => key,
        purchase: { packetName: null, forContent: false },
        now: t.now,
        schedule: t.schedule,
      },
    );
    await flush();
    for (let i = 0; i < 119; i += 1) await t.next();
    expect(t.timers).toHaveLength(1);
    await t.next(5_000);
    expect(t.timers).toHaveLength(0);
    expect(messages).toEqual([]);
  });

  it('stops polling when the transaction is older than 3600 s', async () => {
    const t = setup([]);
    const createdAtSec = Math.floor(t.now() / 1000) - 3_601;
    watchTransaction(
      { id: 9, createdAtSec },
      {
        api: t.api,
        text: (key) => key,
        purchase: { packetName: null, forContent: false },
        now: t.now,
        schedule: t.schedule,
      },
    );
    await flush();
    expect(t.timers).toHaveLength(0);
    expect(messages).toEqual([]);
  });

  it('learns the age from the first answer when only the id is known (back from the bank page)', async () => {
    const t = setup([]);
    const oldSec = Math.floor(t.now() / 1000) - 3_601;
    (t.api.get as jest.Mock).mockImplementation(async () => ({
      id: 9,
      transaction_id: 9,
      amount: '990.00',
      qrcode: null,
      status: 'pending',
      created_at: oldSec,
    }));
    watchTransaction(
      { id: 9, createdAtSec: 0 },
      {
        api: t.api,
        text: (key) => key,
        purchase: { packetName: null, forContent: false },
        now: t.now,
        schedule: t.schedule,
      },
    );
    await flush();
    expect(t.timers).toHaveLength(0);
    expect(messages).toEqual([]);
  });

  it('reports other failures and stops', async () => {
    const t = setup([new ApiError(500, null)]);
    watchTransaction(
      { id: 9, createdAtSec: 0 },
      {
        api: t.api,
        text: (key) => key,
        purchase: { packetName: null, forContent: false },
        now: t.now,
        schedule: t.schedule,
      },
    );
    await flush();
    expect(t.timers).toHaveLength(0);
    expect(messages[0].text).toBe('error.payment');
  });

  it('stops when the QR or redirect modal closes', async () => {
    const t = setup([]);
    watchTransaction(
      { id: 9, createdAtSec: 0 },
      {
        api: t.api,
        text: (key) => key,
        purchase: { packetName: null, forContent: false },
        now: t.now,
        schedule: t.schedule,
      },
    );
    await flush();
    stopTransactionWatch();
    expect(t.timers).toHaveLength(0);
  });
});

describe('the pending flag of the watch button', () => {
  it('clears when a pay modal closing stops the polling', async () => {
    const t = setup([{ status: 'pending' }]);
    watchTransaction(
      { id: 9, createdAtSec: 0 },
      { api: t.api, text: (key) => key, purchase: { packetName: null, forContent: false }, now: t.now, schedule: t.schedule },
    );
    await flush();
    expect(isTransactionPending()).toBe(true);
    stopTransactionWatch();
    expect(isTransactionPending()).toBe(false);
  });
});
