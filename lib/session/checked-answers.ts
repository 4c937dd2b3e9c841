import { createHash } from 'node:crypto';
import type { ProfileRole } from '../api/types/identity';
import { createLruMap } from '../collections/lru-map.mjs';
import type { HeldBytes } from './held-body-response';

/** Enough for the lists a few hundred viewers' pages ask for at once, */
const MAX_ENTRIES = 256;
/** bounded by what they hold: a channel list is about 0.2 MB. */
const MAX_BYTES = 32 * 1024 * 1024;
/** A larger answer is checked every time rather than crowding out the rest. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/** What was sent for an answer: its body, and the profile role it stated (lib/session/profile-hint.ts), if any. */
export interface SentAnswer {
  bytes: HeldBytes;
  profileRole: ProfileRole | null;
}

export interface CheckedAnswers {
  /** The key of an answer: the call's method and API path, and the answer's bytes by digest. */
  keyOf(method: string, path: string, answer: Uint8Array): string;
  get(key: string): SentAnswer | undefined;
  set(key: string, sent: SentAnswer): void;
}

/**
 * What the gateway sent for an answer it checked (lib/api/contract/answer-check.ts), by the answer's bytes: the check
 * and its JSON are a function of those bytes, and the same list comes back on every page a viewer opens. Read, checked
 * and written again, the demo viewer's channel list cost the web server about 23 ms of CPU per gateway call under load,
 * 4-5 ms kept (issue 32; scripts/bench-gateway-check.mjs: 8-16 ms against 0.7-0.9 ms in one process). Only a usable
 * answer is kept, so a malformed one is checked, logged and refused every time; the least recently used go first. The
 * viewer's own record comes back on every page too, and the role it states is a function of the same bytes: it is kept
 * beside them (its check was the largest part of a `users/self` call's cost, issue 32).
 */
export function createCheckedAnswers({ maxEntries = MAX_ENTRIES, maxBytes = MAX_BYTES } = {}): CheckedAnswers {
  const kept = createLruMap<SentAnswer>({ maxEntries, maxWeight: maxBytes, weightOf: (sent) => sent.bytes.byteLength });
  return {
    keyOf: (method, path, answer) => `${method} ${path} ${createHash('sha256').update(answer).digest('base64')}`,
    get: (key) => kept.get(key),
    set(key, sent) {
      if (sent.bytes.byteLength <= MAX_ENTRY_BYTES && !kept.has(key)) kept.set(key, sent);
    },
  };
}
