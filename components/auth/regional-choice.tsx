'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { getMwCities, setMwAddress, setMwCity } from '@/lib/api/auth';
import { getBrowserApi } from '@/lib/api/browser';
import { describeApiError } from '@/lib/api/errors';
import type { MwAddress, MwCity, MwGrant } from '@/lib/api/types/identity';
import { useWrite } from '@/lib/ui-state/use-write';
import styles from './form.module.css';
import { FormError } from '@/components/ui/form-error';

/**
 * The regional variant's step after the code: pick one of several addresses, or a city when no address is
 * known (core-session-account.md section 4). The token travels in the body as the /v2/mw calls expect; in the
 * browser the gateway adds it from the cookie.
 */
export function RegionalChoice({ grant, onDone }: { grant: MwGrant; onDone(): Promise<void> }) {
  const t = useTranslations('auth');
  const [cities, setCities] = useState<MwCity[]>([]);
  const [picked, setPicked] = useState<number | null>(null);
  const { busy, run, error, setError } = useWrite({ inlineError: (failure) => describeApiError(failure, t('genericError')) });
  const token = grant.accessToken ?? '';

  useEffect(() => {
    if (!grant.needsCity) return;
    getMwCities(getBrowserApi())
      .then(setCities)
      .catch((failure: unknown) => setError(describeApiError(failure, t('genericError'))));
  }, [grant.needsCity, t, setError]);

  async function confirm() {
    if (picked === null) {
      setError(t('pickRequired'));
      return;
    }
    await run(async () => {
      if (grant.needsCity) await setMwCity(getBrowserApi(), token, picked);
      else await setMwAddress(getBrowserApi(), token, grant.addresses.find((address) => address.addressId === picked) as MwAddress);
      await onDone();
    });
  }

  const options = grant.needsCity
    ? cities.map((city) => ({ id: city.id, label: city.name }))
    : grant.addresses.map((address) => ({ id: address.addressId, label: address.address }));
  return (
    <fieldset className={styles.form}>
      <legend className={styles.label}>{grant.needsCity ? t('pickCity') : t('pickAddress')}</legend>
      {options.map((option) => (
        <label key={option.id} className={styles.choice}>
          <input type="radio" name="regional" checked={picked === option.id} onChange={() => setPicked(option.id)} />
          {option.label}
        </label>
      ))}
      <FormError message={error} />
      <button type="button" className={styles.primary} disabled={busy} onClick={confirm}>
        {t('continue')}
      </button>
    </fieldset>
  );
}
