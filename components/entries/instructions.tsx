import { getTranslations } from 'next-intl/server';
import styles from '@/components/info/info.module.css';
import layout from './instructions.module.css';
import { IntentLink } from '@/components/ui/intent-link';
import { INSTRUCTION_DEVICES, type InstructionDevice } from './instruction-devices';
import { InstructionsAdvantages } from './instructions-advantages';


/**
 * The spec says this build ships no device instructions ("the device list is empty in this build"), so the page
 * names the requested device, links support for help and shows the four advantages blocks. Its device picker
 * (core-session-account.md section 2) is a row of links, the chosen one marked: it works without a script.
 */
export async function Instructions({ device, supportUrl }: { device: InstructionDevice | null; supportUrl: string | null }) {
  const t = await getTranslations('entries');
  return (
    <section className={layout.page}>
      <h1 className={styles.title}>{device ? t('instructionsFor', { device: t(`devices.${device}`) }) : t('instructionsTitle')}</h1>
      <nav aria-label={t('instructionsDevices')}>
        <ul className={layout.devices}>
          {INSTRUCTION_DEVICES.map((item) => (
            <li key={item}>
              <IntentLink
                href={`/instructions?device=${item}`}
                className={layout.device}
                aria-current={item === device ? 'page' : undefined}
              >
                {t(`devices.${item}`)}
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
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
