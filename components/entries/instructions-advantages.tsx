'use client';

import { useTranslations } from 'next-intl';
import styles from '@/components/info/info.module.css';
import layout from './instructions.module.css';
import { openSignIn } from '@/lib/session/use-auth-gate';
import { useCurrentUser } from '@/lib/session/use-current-user';

const ADVANTAGES = ['channels', 'archive', 'devices', 'cinema'] as const;

/** Four advantages blocks: disabled for guests, where a click opens sign-in (section 2 "Instructions page"). */
export function InstructionsAdvantages() {
  const t = useTranslations('entries');
  const { user } = useCurrentUser();
  const guest = !user || user.isGuest;
  return (
    <ul className={layout.advantages}>
      {ADVANTAGES.map((key) => (
        <li key={key}>
          <button type="button" className={`${styles.card} ${layout.advantage} ${guest ? layout.guest : ''}`} aria-disabled={guest} onClick={() => guest && openSignIn({ target: '/instructions' })}>
            <strong>{t(`advantages.${key}.title`)}</strong>
            <span className={styles.date}>{t(`advantages.${key}.text`)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
