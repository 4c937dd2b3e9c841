import { LocalizedLink } from '@/components/ui/localized-link';
import { getTranslations } from 'next-intl/server';
import { InstructionsAdvantages } from '@/components/entries/instructions-advantages';
import styles from '@/components/info/info.module.css';
import { MANUAL_DEVICES, MANUAL_STEP_COUNT, manualHref, type ManualDevice } from './manual-devices';

const STEPS = Array.from({ length: MANUAL_STEP_COUNT }, (_, index) => index + 1);

/** /manual: the set-top boxes with a setup manual, then the four advantages blocks (closed to guests). */
export async function ManualList() {
  const t = await getTranslations('provider.manual');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.text}>{t('lead')}</p>
      <ul className={styles.list} style={{ marginTop: 24 }}>
        {MANUAL_DEVICES.map((device) => (
          <li key={device}>
            <LocalizedLink className={styles.card} href={manualHref(device)}>
              {t(`${device}.name`)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
      <InstructionsAdvantages />
    </section>
  );
}

/** /manual/{device}: the box's setup steps, a way back to the list and a support link. */
export async function DeviceManual({ device, supportUrl }: { device: ManualDevice; supportUrl: string | null }) {
  const t = await getTranslations('provider.manual');
  return (
    <section className={styles.page}>
      <p>
        <LocalizedLink href={manualHref()}>{t('back')}</LocalizedLink>
      </p>
      <h1 className={styles.title}>{t(`${device}.name`)}</h1>
      <ol className={styles.text} data-testid="manual-steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`${device}.steps.${step}`)}</li>
        ))}
      </ol>
      {supportUrl && (
        <p>
          <a href={supportUrl} target="_blank" rel="noopener noreferrer">
            {t('help')}
          </a>
        </p>
      )}
      <InstructionsAdvantages />
    </section>
  );
}
