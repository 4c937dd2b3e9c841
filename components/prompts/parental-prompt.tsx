'use client';

import { ParentalDialogueView } from '@/components/parental/parental-dialogue';
import type { ParentalDialogue } from '@/lib/api/types/identity';
import styles from './prompts.module.css';

/** The user's parental_dialogue as the platform sends it, in the prompt dock (one prompt at a time). */
export function ParentalPrompt({ dialogue, dismiss }: { dialogue: ParentalDialogue; dismiss: () => void }) {
  return (
    <section className={styles.card} aria-labelledby="parental-prompt-title" data-testid="parental-prompt">
      <ParentalDialogueView dialogue={dialogue} headingId="parental-prompt-title" headingClassName={styles.title} showTitle onDone={dismiss} />
    </section>
  );
}
