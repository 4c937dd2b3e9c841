'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ModalBodyProps } from '@/components/modals/modal-body';
import { getBrowserApi } from '@/lib/api/browser';
import { updateCurrentUser } from '@/lib/api/users';
import { markPinSetupPutOff, markPinSuccess } from '@/lib/session/parental-moments';
import { settleParentalRequest } from '@/lib/parental/pin-request';
import { checkPinCreation } from '@/lib/rules/parental';
import { currentUserKey } from '@/lib/swr-keys/account';
import { useWrite } from '@/lib/ui-state/use-write';
import styles from '../auth/form.module.css';
import { PinInput } from './pin-input';
import { useApiErrorText } from '@/lib/alerts/use-api-error-text';

type Step = 'old' | 'first' | 'repeat';

/** PIN creation in two steps (parental_set); a change asks the old PIN first. */
export function ParentalSetModalBody({ props, close }: ModalBodyProps<'parental_set'>) {
  const t = useTranslations('parental');
  const { mutate } = useSWRConfig();
  const change = props.change === true;
  const [step, setStep] = useState<Step>(change ? 'old' : 'first');
  const [oldPin, setOldPin] = useState('');
  const [first, setFirst] = useState('');
  const [value, setValue] = useState('');
  const errorText = useApiErrorText();
  // Saving the PIN and turning parental control off share one write: either one at a time, a second click sends nothing.
  const { busy, run, error, setError } = useWrite({ inlineError: (failure) => errorText(failure, t('saveFailed')) });

  const save = (pin: string) =>
    run(
      async () => {
        await updateCurrentUser(getBrowserApi(), change ? { pincode: pin, oldPincode: oldPin } : { pincode: pin });
        await mutate(currentUserKey());
        markPinSuccess();
        settleParentalRequest(true);
        close();
      },
      () => {
        setStep(change ? 'old' : 'first');
        return false;
      },
    );

  function complete(pin: string) {
    setValue('');
    setError(null);
    if (step === 'old') {
      setOldPin(pin);
      setStep('first');
    } else if (step === 'first') {
      setFirst(pin);
      setStep('repeat');
    } else {
      const result = checkPinCreation(first, pin);
      if (result.ok) {
        void save(pin);
      } else {
        setError(t(result.error));
        setFirst('');
        setStep('first');
      }
    }
  }

  // "Not now" keeps the status notset: this action goes on, and the question comes back at a parental action of a
  // later visit.
  const notNow = () => {
    markPinSetupPutOff();
    settleParentalRequest(true);
    close();
  };

  // Never asking again (parental_status ignore) is a choice made in words that say so; settings undo it with a PIN.
  const turnOff = () =>
    run(async () => {
      await updateCurrentUser(getBrowserApi(), { parentalStatus: 'ignore' });
      await mutate(currentUserKey());
      settleParentalRequest(true);
      close();
    });

  const label = step === 'old' ? t('oldPinLabel') : step === 'first' ? t('newPinLabel') : t('repeatPinLabel');
  return (
    <div className={styles.form}>
      <p className={styles.hint}>{t('setPinHint')}</p>
      <PinInput label={label} value={value} onChange={setValue} onComplete={complete} error={error} disabled={busy} />
      {!change && (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={notNow} disabled={busy}>
            {t('notNow')}
          </button>
          <button type="button" className={styles.link} onClick={turnOff} disabled={busy}>
            {t('turnOff')}
          </button>
        </div>
      )}
    </div>
  );
}
