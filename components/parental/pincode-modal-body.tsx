'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ModalBodyProps } from '@/components/modals/modal-body';
import { getBrowserApi } from '@/lib/api/browser';
import { checkParentalCode, sendParentalCode } from '@/lib/api/users';
import { markPinSuccess } from '@/lib/session/parental-moments';
import { settleParentalRequest } from '@/lib/parental/pin-request';
import { PIN_ERRORS } from '@/lib/rules/parental';
import { useWrite } from '@/lib/ui-state/use-write';
import styles from '../auth/form.module.css';
import { PinInput } from './pin-input';
import { useApiErrorText } from '@/lib/alerts/use-api-error-text';

/** PIN entry (modal pincode): a correct PIN grants 2 s and lets the saved action run; a wrong one says so. */
export function PincodeModalBody({ close }: ModalBodyProps<'pincode'>) {
  const t = useTranslations('parental');
  const [pin, setPin] = useState('');
  const [smsNote, setSmsNote] = useState<string | null>(null);
  const errorText = useApiErrorText();
  const { busy, run, error, setError } = useWrite({ inlineError: (failure) => errorText(failure, t(PIN_ERRORS.wrong)) });
  // Its own write: the code can be typed while the SMS is on its way, and a second click sends no second SMS.
  const sms = useWrite();

  async function submit(code: string) {
    await run(async () => {
      if (await checkParentalCode(getBrowserApi(), code)) {
        markPinSuccess();
        settleParentalRequest(true);
        close();
        return;
      }
      setError(t(PIN_ERRORS.wrong));
    });
    setPin('');
  }

  const sendBySms = () =>
    sms.run(
      async () => {
        await sendParentalCode(getBrowserApi());
        setSmsNote(t('pinSentBySms'));
      },
      (failure) => {
        setSmsNote(errorText(failure, t('smsFailed')));
        return true;
      },
    );

  return (
    <div className={styles.form}>
      <p className={styles.hint}>{t('enterPinHint')}</p>
      <PinInput label={t('pinLabel')} value={pin} onChange={setPin} onComplete={submit} error={error} disabled={busy} />
      <div className={styles.actions}>
        <button type="button" className={styles.link} onClick={sendBySms} disabled={sms.busy}>
          {t('sendBySms')}
        </button>
      </div>
      {smsNote && (
        <p className={styles.hint} role="status">
          {smsNote}
        </p>
      )}
    </div>
  );
}
