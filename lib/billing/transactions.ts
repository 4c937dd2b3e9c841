import type { ApiClient } from '../api/client';
import { getTransaction, pollFailureStatus } from '../api/payments';
import type { Transaction } from '../api/types/billing';
import { openMessage } from '../modals/message';
import { transactionPollOutcome } from '../rules/purchase-steps';
import { finishPurchase, type CompletedPurchase } from './complete';
import type { BillingText } from './purchase-context';
import { setTransactionPending } from './transaction-pending';

export interface WatchOptions {
  api: ApiClient;
  text: BillingText;
  purchase: CompletedPurchase;
  /** Test seams. */
  now?: () => number;
  schedule?: (run: () => void, ms: number) => () => void;
  /** Runs on any final outcome (complete, error, stopped). */
  onSettled?: (outcome: 'complete' | 'error' | 'stopped') => void;
}

const defaultSchedule = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

let activeStop: (() => void) | null = null;

/** Closing pay_qr or pay_redirect stops polling (catalogue-vod-billing.md section 4). */
export function stopTransactionWatch(): void {
  activeStop?.();
  activeStop = null;
  setTransactionPending(false);
}

/**
 * Polls a transaction by the rules of lib/rules/purchase-steps (every 5 s; 504 ignored, 404 unreported; stop after
 * 600 s of polling or past 3600 s of age). Complete finishes the purchase; error shows status_description. Only one
 * transaction is watched at a time. Returns the stop function.
 */
export function watchTransaction(
  transaction: Pick<Transaction, 'id' | 'createdAtSec'>,
  options: WatchOptions,
): () => void {
  stopTransactionWatch();
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? defaultSchedule;
  const startedAt = now();
  // Back from the bank page only the id is known: the first answer tells how old the transaction is.
  let createdAtSec = transaction.createdAtSec || null;
  let cancelNext: (() => void) | null = null;
  let stopped = false;

  const stop = () => {
    stopped = true;
    cancelNext?.();
    if (activeStop === stop) {
      activeStop = null;
      setTransactionPending(false);
    }
  };
  const settle = (outcome: 'complete' | 'error' | 'stopped') => {
    stop();
    options.onSettled?.(outcome);
  };

  async function tick() {
    if (stopped) return;
    let polled: Transaction | null = null;
    let failureStatus: number | null = null;
    try {
      polled = await getTransaction(options.api, transaction.id);
      createdAtSec = createdAtSec ?? (polled.createdAtSec || null);
    } catch (error) {
      failureStatus = pollFailureStatus(error);
    }
    if (stopped) return;
    const outcome = transactionPollOutcome({
      pollingStartedAt: startedAt,
      transactionCreatedAt: createdAtSec ? createdAtSec * 1000 : null,
      now: now(),
      transaction: polled,
      failureStatus,
    });
    switch (outcome.kind) {
      case 'wait':
        cancelNext = schedule(() => void tick(), outcome.delayMs);
        return;
      case 'complete':
        settle('complete');
        await finishPurchase(options.api, options.text, options.purchase);
        return;
      case 'error':
        settle('error');
        openMessage({
          title: options.text('error.title'),
          text: outcome.message ?? options.text('error.payment'),
          icon: 'error',
        });
        return;
      case 'stop':
        settle('stopped');
        if (outcome.report)
          openMessage({ title: options.text('error.title'), text: options.text('error.payment'), icon: 'error' });
    }
  }

  activeStop = stop;
  setTransactionPending(true);
  void tick();
  return stop;
}
