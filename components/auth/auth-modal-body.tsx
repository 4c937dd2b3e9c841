'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { ModalBodyProps } from '@/components/modals/modal-body';
import { getBrowserApi } from '@/lib/api/browser';
import type { MwGrant } from '@/lib/api/types/identity';
import { usePartnerVariant } from '@/lib/session/use-partner-variant';
import { showRegionalBlock } from '@/lib/session/regional-block';
import { authFailure } from './auth-errors';
import styles from './form.module.css';
import { PasswordSignIn } from './password-sign-in';
import { PhoneSignIn } from './phone-sign-in';
import { RegionalChoice } from './regional-choice';
import { useSignedIn } from './use-signed-in';
import { useSignInProvider } from './use-sign-in-provider';
import { FormError } from '@/components/ui/form-error';

type Method = 'phone' | 'password';

/** The auth modal: phone and one-time code, or login and password; the regional variant adds its steps. */
export function AuthModalBody({ close }: ModalBodyProps<'auth'>) {
  const t = useTranslations('auth');
  const variant = usePartnerVariant();
  const signedIn = useSignedIn(close);
  const [method, setMethod] = useState<Method>('phone');
  const [mwGrant, setMwGrant] = useState<MwGrant | null>(null);
  const [registered, setRegistered] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const provider = useSignInProvider();

  const finish = useCallback(
    async (wasRegistered: boolean) => {
      try {
        await signedIn(wasRegistered);
      } catch (failure) {
        setError(authFailure(failure, { network: t('networkError'), generic: t('genericError') }).text);
        return;
      }
      if (!variant.regional) return;
      await showRegionalBlock(getBrowserApi());
    },
    [signedIn, t, variant.regional],
  );

  if (mwGrant) return <RegionalChoice grant={mwGrant} onDone={() => finish(registered)} />;

  return (
    <div className={styles.form}>
      <div className={styles.tabs} role="group" aria-label={t('methodLabel')}>
        <button type="button" className={styles.tab} aria-pressed={method === 'phone'} onClick={() => setMethod('phone')}>
          {t('byPhone')}
        </button>
        <button type="button" className={styles.tab} aria-pressed={method === 'password'} onClick={() => setMethod('password')}>
          {t('byPassword')}
        </button>
      </div>
      {method === 'phone' ? (
        <PhoneSignIn
          phoneMask={provider?.phoneMask ?? null}
          providerOtpLength={provider?.otpLength ?? null}
          regional={variant.regional}
          phoneProvider={variant.phoneProvider}
          onGranted={async ({ registered: wasRegistered, mw }) => {
            if (mw && (mw.needsAddress || mw.needsCity)) {
              setRegistered(wasRegistered);
              setMwGrant(mw);
              return;
            }
            await finish(wasRegistered);
          }}
        />
      ) : (
        <PasswordSignIn onGranted={() => finish(false)} />
      )}
      <FormError message={error} />
    </div>
  );
}
