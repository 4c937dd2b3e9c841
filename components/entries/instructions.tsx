import { getTranslations } from 'next-intl/server';
import styles from '@/components/info/info.module.css';
import layout from './instructions.module.css';
import type { InstructionDevice } from './instruction-devices';
import { InstructionsAdvantages } from './instructions-advantages';


/**
 * The spec says this build ships no device instructions ("the device list is empty in this build"), so the page
 * names the requested device, links support for help and shows the four advantages blocks.
 */
export async function Instructions({ device, supportUrl }: { device: InstructionDevice | null; supportUrl: string | null }) {
  const t = await getTranslations('entries');
  return (
    <section className={layout.page}>
      <h1 className={styles.title}>{device ? t('instructionsFor', { device: t(`devices.${device}`) }) : t('instructionsTitle')}</h1>
      <p className={styles.text}>{t('instructionsEmpty')}</p>
      {supportUrl && (
        <p>
          <a href={supportUrl}>{t('instructionsHelp')}</a>
        </p>
      )}
      <InstructionsAdvantages />
    </section>
  );
}
