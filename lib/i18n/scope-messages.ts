import { atom } from 'jotai';
import type { Messages } from './messages';

/** The namespaces each mounted page scope was given, by scope; the alert host translates page alerts with them. */
export const scopeMessagesAtom = atom<Record<string, Messages>>({});

/** All scopes' namespaces in one catalogue (scopes of one page name disjoint or identical namespaces). */
export const mergedScopeMessagesAtom = atom(
  (get) => Object.assign({}, ...Object.values(get(scopeMessagesAtom))) as Messages,
);
