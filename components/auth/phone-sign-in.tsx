'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { authByMwOtp, authByOtp, getOtpSendMethods, otpExists, registerByPhone, sendMwOtp, sendOtp } from '@/lib/api/auth';
import { getBrowserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';
import type { MwGrant, OtpSendMethod } from '@/lib/api/types/identity';
import { isHoneypotTripped, otpCodeLength, usesRegionalOtpFlow, validateOtpCode, validatePhone } from '@/lib/rules/validation';
import { CODE_RESEND_SECONDS, TELEGRAM_POLL_MS } from '@/lib/session/constants';
import styles from './form.module.css';
import { authFailure, goToGeoLock } from './auth-errors';
import { useCountdown } from './use-countdown';
import { useApiErrorText } from '@/lib/alerts/use-api-error-text';
import { httpUrlOrThrow } from '@/lib/rules/safe-url';
import { debugLog } from '@/lib/debug-log';
import { useWrite } from '@/lib/ui-state/use-write';
import { FormError } from '@/components/ui/form-error';
import { Honeypot } from '@/components/ui/honeypot';

export interface PhoneSignInProps {
  phoneMask: string | null;
  providerOtpLength: number | null;
  regional: boolean;
  /** The provider whose phone masks a new phone is checked against (the partner variant's phoneProvider). */
  phoneProvider: string | null;
  /** A token was granted; `registered` when the account was created in this flow. */
  onGranted(result: { registered: boolean; mw: MwGrant | null }): Promise<void>;
}

type Step = 'phone' | 'method' | 'telegram' | 'code';

/** Sign-in by phone and one-time code (core-session-account.md section 4 "Login by code"). */
export function PhoneSignIn({ phoneMask, providerOtpLength, regional, phoneProvider, onGranted }: PhoneSignInProps) {
  const t = useTranslations('auth');
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [code, setCode] = useState('');
  const [methods, setMethods] = useState<{ methods: OtpSendMethod[]; link: string } | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [registered, setRegistered] = useState(false);
  const errorText = useApiErrorText();
  const { busy, run, error, setError } = useWrite({
    inlineError: (failure) => {
      const shown = authFailure(failure, { network: t('networkError'), generic: t('genericError') }, errorText);
      if (shown.geoLocked) goToGeoLock();
      return shown.text;
    },
  });
  const resendIn = useCountdown(CODE_RESEND_SECONDS, sentAt);
  const codeLength = otpCodeLength({ providerOtpLength, regionalAddressVariant: regional, phone });
  // The regional variant's own code flow serves only its home numbers (section 5); others take the standard one,
  // with its invalid_phone registration step.
  const regionalFlow = (digits: string) => regional && usesRegionalOtpFlow(digits);

  async function send(digits: string, method: OtpSendMethod) {
    const api = getBrowserApi();
    if (regionalFlow(digits)) {
      await sendMwOtp(api, digits);
      return;
    }
    const options = { sendMethod: method, provider: phoneProvider };
    try {
      await sendOtp(api, digits, options);
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.code === 'invalid_phone')) throw failure;
      // An unknown phone is registered, then the code is sent again (section 8).
      await registerByPhone(api, digits, phoneProvider);
      setRegistered(true);
      await sendOtp(api, digits, options);
    }
  }

  function submitPhone(event: FormEvent) {
    event.preventDefault();
    if (isHoneypotTripped(honeypot)) return;
    const checked = validatePhone(phone, { mask: phoneMask, regionalAddressVariant: regional });
    if (!checked.ok) {
      setError(t(checked.error));
      return;
    }
    void run(async () => {
      if (!regionalFlow(checked.value)) {
        const available = await getOtpSendMethods(getBrowserApi(), checked.value);
        if (available.methods.includes('telegram')) {
          setMethods({ methods: available.methods, link: available.telegramLink });
          setStep('method');
          return;
        }
      }
      await send(checked.value, 'sms');
      setSentAt(Date.now());
      setStep('code');
    });
  }

  function chooseMethod(method: OtpSendMethod) {
    void run(async () => {
      await send(phone, method);
      if (method === 'telegram' && methods) {
        window.open(httpUrlOrThrow(methods.link), '_blank', 'noopener,noreferrer');
        setStep('telegram');
      } else {
        setSentAt(Date.now());
        setStep('code');
      }
    });
  }

  useEffect(() => {
    if (step !== 'telegram') return;
    const timer = setInterval(() => {
      otpExists(getBrowserApi(), phone)
        .then((exists) => {
          if (!exists) return;
          setSentAt(Date.now());
          setStep('code');
        })
        .catch((failure: unknown) => debugLog.warn('telegram status check failed', failure));
    }, TELEGRAM_POLL_MS);
    return () => clearInterval(timer);
  }, [step, phone]);

  function submitCode(event?: FormEvent) {
    event?.preventDefault();
    const checked = validateOtpCode(code, { providerOtpLength, regionalAddressVariant: regional, phone });
    if (!checked.ok) {
      setError(t(`code_${checked.error}`));
      return;
    }
    void run(async () => {
      const api = getBrowserApi();
      // The regional variant signs in through its own /v2/mw flow, which also answers the address state.
      const mw = regionalFlow(phone) ? await authByMwOtp(api, phone, checked.value) : null;
      if (!mw) await authByOtp(api, phone, checked.value);
      await onGranted({ registered, mw });
    });
  }

  if (step === 'method') {
    return (
      <div className={styles.form}>
        <p className={styles.hint}>{t('chooseMethod')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} disabled={busy} onClick={() => chooseMethod('sms')}>
            {t('methodSms')}
          </button>
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => chooseMethod('telegram')}>
            {t('methodTelegram')}
          </button>
        </div>
        <FormError message={error} />
      </div>
    );
  }

  if (step === 'telegram') {
    return (
      <div className={styles.form}>
        <p className={styles.hint} role="status">
          {t('telegramWaiting')}
        </p>
        {methods && (
          <a className={styles.link} href={methods.link} target="_blank" rel="noopener noreferrer">
            {t('openTelegram')}
          </a>
        )}
      </div>
    );
  }

  if (step === 'code') {
    return (
      <form className={styles.form} onSubmit={submitCode} noValidate>
        <p className={styles.hint}>{t('codeSent', { phone: `+${phone}` })}</p>
        <label className={styles.field}>
          <span className={styles.label}>{t('codeLabel')}</span>
          <input
            className={styles.input}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={codeLength}
            value={code}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, codeLength))}
            autoFocus
          />
        </label>
        <FormError message={error} />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy || code.length === 0}>
            {t('signIn')}
          </button>
          {resendIn > 0 ? (
            <span className={styles.hint}>{t('resendIn', { seconds: resendIn })}</span>
          ) : (
            <button type="button" className={styles.link} disabled={busy} onClick={() => chooseMethod('sms')}>
              {t('resend')}
            </button>
          )}
          <button type="button" className={styles.link} onClick={() => { setStep('phone'); setCode(''); setError(null); }}>
            {t('changePhone')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={submitPhone} noValidate>
      <label className={styles.field}>
        <span className={styles.label}>{t('phoneLabel')}</span>
        <input
          className={styles.input}
          type="tel"
          name="phone"
          inputMode="tel"
          autoComplete="tel"
          placeholder={phoneMask ?? undefined}
          value={phone}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setPhone(event.target.value.replace(/\D/g, ''))}
          autoFocus
        />
      </label>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <FormError message={error} />
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('getCode')}
      </button>
    </form>
  );
}
