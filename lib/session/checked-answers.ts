import { createHash } from 'node:crypto';
import type { HeldBytes } from './held-body-response';

/** Enough for the lists a few hundred viewers' pages ask for at once, */
const MAX_ENTRIES = 256;
/** bounded by what they hold: a channel list is about 0.2 MB. */
const MAX_BYTES = 32 * 1024 * 1024;
/** A larger answer is checked every time rather than crowding out the rest. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

export interface CheckedAnswers {
  /** The key of an answer: the call's method and API path, and the answer's bytes by digest. */
  keyOf(method: string, path: string, answer: Uint8Array): string;
  get(key: string): HeldBytes | undefined;
  set(key: string, checked: HeldBytes): void;
}

/**
 * What the gateway sent for an answer it checked (lib/api/contract/answer-check.ts), by the answer's bytes: the check
 * and its JSON are a function of those bytes, and the same list comes back on every page a viewer opens. Read, checked
 * and written again, the demo viewer's channel list cost the web server about 23 ms of CPU per gateway call under load,
 * 4-5 ms kept (issue 32; scripts/bench-gateway-check.mjs: 8-16 ms against 0.7-0.9 ms in one process). Only a usable
 * answer is kept, so a malformed one is checked, logged and refused every time; the least recently used go first.
 */
export function createCheckedAnswers({ maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES } = {}): CheckedAnswers {
  const kept = new Map<string, HeldBytes>();
  let bytes = 0;
  return {
    keyOf: (method, path, answer) => `${method} ${path} ${createHash('sha256').update(answer).digest('base64')}`,
    get(key) {
      const checked = kept.get(key);
      if (checked) {
        kept.delete(key);
        kept.set(key, checked);
      }
      return checked;
    },
    set(key, checked) {
      if (checked.byteLength > MAX_ENTRY_BYTES || kept.has(key)) return;
      kept.set(key, checked);
      bytes += checked.byteLength;
      for (const [oldest, value] of kept) {
        if (kept.size <= maxEntries && bytes <= maxBytes) break;
        kept.delete(oldest);
        bytes -= value.byteLength;
      }
    },
  };
}
