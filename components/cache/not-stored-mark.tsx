import { NOT_STORED_ATTRIBUTE } from '@/lib/cache/store-policy.mjs';

/** Keeps the page it is rendered in out of the page cache (lib/cache/store-policy.mjs says when and why). */
export function NotStoredMark({ reason }: { reason: 'partial' | 'alias' }) {
  return <span hidden {...{ [NOT_STORED_ATTRIBUTE]: reason }} />;
}
