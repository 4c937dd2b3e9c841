'use client';

import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { useEffect } from 'react';

/**
 * Opens the promo wizard on a promo page (with the code of the link) and keeps the link's click id locally. The
 * wizard's opener and the click id's rules load here, after hydration: the wizard shows in the modal host, which
 * loads after hydration too, and the page's first load carried the modal controller, jotai and the promo rules
 * (about 5 kB gzip) for this effect alone.
 */
export function PromoPageOpener({ code }: { code: string | null }) {
  const router = useLocalizedRouter();
  useEffect(() => {
    let left = false;
    void Promise.all([import('@/lib/rules/promo-wizard'), import('./open-promo-wizard')]).then(([rules, wizard]) => {
      if (left) return;
      const clickId = rules.clickIdFrom(new URLSearchParams(window.location.search));
      if (clickId) window.localStorage.setItem(rules.CLICK_ID_STORAGE_KEY, clickId);
      wizard.openPromoWizard({ code: code ?? undefined, autoCheck: Boolean(code), promoPage: true }, () => router.push('/'));
    });
    return () => {
      left = true;
    };
  }, [code, router]);
  return null;
}
