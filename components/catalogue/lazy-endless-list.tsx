'use client';

import { clientOnly } from '@/components/ui/client-only';
import styles from './catalogue.module.css';

/**
 * The rest of a row page after the server's first page (EndlessList), its code loaded after hydration: on the server
 * and in the hydrating render it showed nothing but its empty status line, and as a static import it brought the
 * row's cards, the catalogue API's loader and the row rules into the first load of /row and /catalog (issue 32).
 * Nothing a viewer does is lost meanwhile: the list asks for its next page from scrolling, and once here it checks at
 * once whether the viewer is already near the end.
 */
export const LazyEndlessList = clientOnly(() => import('./endless-list').then((m) => m.EndlessList), {
  loading: EmptyStatus,
});

/** The list's status line as it is before anything loads: same place, same height, the same live region. */
function EmptyStatus() {
  return <div className={styles.status} role="status" aria-live="polite" />;
}
