'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { countdown, nextNewYearAt, type Countdown } from '@/lib/rules/seasonal';
import styles from './newyear.module.css';

const TICK_MS = 1_000;
const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Counts down to the viewer's next 1 January; once the distance turns negative the countdown clears. */
export function NewYearCountdown() {
  const t = useTranslations('channels');
  const [left, setLeft] = useState<Countdown | null>(null);

  useEffect(() => {
    const target = nextNewYearAt(Date.now(), -new Date().getTimezoneOffset());
    const tick = () => {
      const value = countdown(target, Date.now());
      setLeft(value);
      if (!value) clearInterval(timer);
    };
    const timer = setInterval(tick, TICK_MS);
    tick();
    return () => clearInterval(timer);
  }, []);

  if (!left) return null;
  return (
    <div className={styles.countdown} role="timer" aria-label={t('countdownLabel')}>
      {UNITS.map((unit) => (
        <span key={unit} className={styles.unit}>
          <strong>{String(left[unit]).padStart(2, '0')}</strong>
          <span>{t(`countdown.${unit}`)}</span>
        </span>
      ))}
    </div>
  );
}
