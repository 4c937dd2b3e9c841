'use client';

import { useLocalizedRouter } from '@/lib/i18n/use-localized-router';
import { useEffect } from 'react';
import { CLICK_ID_STORAGE_KEY, clickIdFrom } from '@/lib/rules/promo-wizard';
import { openPromoWizard } from './open-promo-wizard';

/** Opens the promo wizard on a promo page (with the code of the link) and keeps the link's click id locally. */
export function PromoPageOpener({ code }: { code: string | null }) {
  const router = useLocalizedRouter();
  useEffect(() => {
    const clickId = clickIdFrom(new URLSearchParams(window.location.search));
    if (clickId) window.localStorage.setItem(CLICK_ID_STORAGE_KEY, clickId);
    openPromoWizard({ code: code ?? undefined, autoCheck: Boolean(code), promoPage: true }, () => router.push('/'));
  }, [code, router]);
  return null;
}
