'use client';

import { LocalizedLink } from '@/components/ui/localized-link';
import { useTranslations } from 'next-intl';
import formStyles from '@/components/auth/form.module.css';
import type { ModalBodyProps } from '@/components/modals/modal-body';
import { INSTRUCTION_DEVICES } from './instruction-devices';

/** The smarttv modal: how to watch on a TV, with links to the device instructions. */
export function SmartTvModalBody({ close }: ModalBodyProps<'smarttv'>) {
  const t = useTranslations('entries');
  return (
    <div className={formStyles.form}>
      <p className={formStyles.hint}>{t('smarttvText')}</p>
      <ul className={formStyles.actions} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {INSTRUCTION_DEVICES.map((device) => (
          <li key={device}>
            <LocalizedLink className={formStyles.secondary} style={{ display: 'inline-flex', alignItems: 'center' }} href={`/instructions?device=${device}`} onClick={close}>
              {t(`devices.${device}`)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
