'use client';

import { useEffect, useRef } from 'react';
import { PIN_LENGTH, shouldAutoSubmitPin } from '@/lib/rules/parental';
import { digitsOnly } from '@/lib/rules/validation';
import styles from '../auth/form.module.css';

export interface PinInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Called once 4 digits are typed (core-session-account.md section 4: PIN entry auto-submits). */
  onComplete(pin: string): void;
  error?: string | null;
  disabled?: boolean;
}

export function PinInput({ label, value, onChange, onComplete, error, disabled }: PinInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!disabled) ref.current?.focus();
  }, [disabled, label]);
  return (
    <label className={styles.field}>
      <span className={styles.label}>{label}</span>
      <input
        ref={ref}
        className={styles.pin}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        data-testid="pin-input"
        onChange={(event) => {
          const next = digitsOnly(event.target.value).slice(0, PIN_LENGTH);
          onChange(next);
          if (shouldAutoSubmitPin(next)) onComplete(next);
        }}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </label>
  );
}
