'use client';

import { useTranslations } from 'next-intl';
import { ParentalDialogueView } from '@/components/parental/parental-dialogue';
import type { ParentalDialogue } from '@/lib/api/types/identity';
import { parentalDialogueOrDefault } from '@/lib/parental/dialogue-actions';
import styles from './prompts.module.css';

/** The user's parental_dialogue as the platform sends it (with the app's turn-off button), in the prompt dock (one prompt at a time). */
export function ParentalPrompt({ dialogue: sent, dismiss }: { dialogue: ParentalDialogue; dismiss: () => void }) {
  const t = useTranslations('parental');
  const dialogue = parentalDialogueOrDefault(sent, {
    title: t('startTitle'),
    message: t('startText'),
    set: t('createPin'),
    ignore: t('notNow'),
    turnOff: t('turnOff'),
  });
  return (
    <section className={styles.card} aria-labelledby="parental-prompt-title" data-testid="parental-prompt">
      <ParentalDialogueView dialogue={dialogue} headingId="parental-prompt-title" headingClassName={styles.title} showTitle onDone={dismiss} />
    </section>
  );
}
