'use client';

import { LocalizedLink } from '@/components/ui/localized-link';
import { useTranslations } from 'next-intl';
import { isSafeAppPath } from '@/lib/rules/push-destination';
import { isHttpUrl } from '@/lib/rules/safe-url';
import type { ModalBodyProps } from './modal-body';
import styles from './modal.module.css';

const ICONS = { error: '!', info: 'i', success: '✓' } as const;

export function MessageModalBody({ props, close }: ModalBodyProps<'message'>) {
  const t = useTranslations('modals');
  const { text, icon, buttons } = props;
  const list = buttons?.length ? buttons : [{ label: t('ok'), primary: true }];
  return (
    <div className={styles.body}>
      {icon && (
        <span className={`${styles.icon} ${styles[`icon_${icon}`]}`} aria-hidden="true">
          {ICONS[icon]}
        </span>
      )}
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        {list.map((button) => {
          const className = button.primary ? styles.primary : styles.secondary;
          if (button.href && (isSafeAppPath(button.href) || isHttpUrl(button.href))) {
            return isSafeAppPath(button.href) ? (
              <LocalizedLink key={button.label} href={button.href} className={className} onClick={close}>
                {button.label}
              </LocalizedLink>
            ) : (
              <a key={button.label} href={button.href} className={className} target="_blank" rel="noopener noreferrer" onClick={close}>
                {button.label}
              </a>
            );
          }
          return (
            <button
              key={button.label}
              type="button"
              className={className}
              onClick={() => {
                if (button.onClick?.() !== false) close();
              }}
            >
              {button.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
