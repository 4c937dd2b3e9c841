'use client';

import formStyles from '@/components/auth/form.module.css';
import type { ParentalDialogue } from '@/lib/api/types/identity';
import { runParentalDialogueAction } from '@/lib/parental/dialogue-actions';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { useWrite } from '@/lib/ui-state/use-write';

/**
 * A parental dialogue (the platform's parental_dialogue, or the app's own offer): its message and buttons. `onDone`
 * runs before the button's action, so a modal it opens is not closed by the dialogue closing.
 */
export function ParentalDialogueView({
  dialogue,
  headingId,
  headingClassName,
  showTitle,
  onDone,
}: {
  dialogue: ParentalDialogue;
  headingId?: string;
  headingClassName?: string;
  showTitle: boolean;
  onDone: () => void;
}) {
  const { refresh } = useCurrentUser();
  const { busy, run } = useWrite();

  const choose = (action: string) =>
    run(async () => {
      onDone();
      await runParentalDialogueAction(action);
      void refresh();
    });

  return (
    <div className={formStyles.form} data-testid="parental-dialogue">
      {showTitle && (
        <h2 id={headingId} className={headingClassName}>
          {dialogue.title}
        </h2>
      )}
      <p className={formStyles.hint}>{dialogue.message}</p>
      <div className={formStyles.actions}>
        {dialogue.buttons.map((button) => (
          <button
            key={`${button.action}-${button.label}`}
            type="button"
            className={button.isPrimary ? formStyles.primary : formStyles.secondary}
            disabled={busy}
            onClick={() => void choose(button.action)}
          >
            {button.label}
          </button>
        ))}
      </div>
    </div>
  );
}
