'use client';

import { UnavailableView } from '@/components/shell/unavailable-view';

/** A page that failed to render with nothing cached to show instead: the translated 503 screen, retrying by itself. */
export default function PageError() {
  return <UnavailableView />;
}
