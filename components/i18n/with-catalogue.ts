import type { ComponentType } from 'react';

/**
 * For clientOnly (components/ui/client-only.tsx) and next/dynamic: the shell's deferred parts (modal host, dropdowns,
 * prompts, search) load the whole message catalogue beside their code, so a page's HTML carries only the namespaces
 * its first paint needs. The catalogue's loader is a chunk of its own too: every page's first load carries only this
 * function.
 */
export function withCatalogue<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): () => Promise<ComponentType<Props>> {
  return () =>
    Promise.all([load(), import('./catalogue-scope')]).then(([Component, scope]) => scope.inCatalogue(Component));
}
