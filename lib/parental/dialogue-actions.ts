'use client';

import { getBrowserApi } from '../api/browser';
import { updateCurrentUser } from '../api/users';
import type { ParentalDialogue } from '../api/types/identity';
import { openModal } from '../modals';

/** The app's own action of a dialogue: parental control off for good (parental_status ignore). */
export const PARENTAL_TURN_OFF_ACTION = 'parental_turn_off';

/**
 * The actions a parental dialogue's buttons carry (core-session-account.md section 3, User.parental_dialogue): set
 * a PIN or open the parental settings. `parental_ignore` comes labelled "Not now": it only closes the dialogue and
 * the status stays notset, so the question comes back at a later parental action, as the words promise. Turning
 * parental control off for good is the app's own button, in words that say so. Any other action only closes.
 */
export const PARENTAL_DIALOGUE_ACTIONS = {
  parental_set: async () => {
    openModal('parental_set');
  },
  [PARENTAL_TURN_OFF_ACTION]: async () => {
    await updateCurrentUser(getBrowserApi(), { parentalStatus: 'ignore' });
  },
  parental: async () => {
    openModal('parental');
  },
} as const;

export function runParentalDialogueAction(action: string): Promise<void> {
  const run = PARENTAL_DIALOGUE_ACTIONS[action as keyof typeof PARENTAL_DIALOGUE_ACTIONS];
  return run ? run() : Promise.resolve();
}

/**
 * The dialogue to show: the platform's when it sends one, else the app's own offer to set a PIN; either way with the
 * app's button that turns parental control off for good.
 */
export function parentalDialogueOrDefault(
  sent: ParentalDialogue | null | undefined,
  texts: { title: string; message: string; set: string; ignore: string; turnOff: string },
): ParentalDialogue {
  const dialogue: ParentalDialogue =
    sent && sent.buttons.length > 0
      ? sent
      : {
          icon: 'parental',
          title: texts.title,
          message: texts.message,
          buttons: [
            { label: texts.set, action: 'parental_set', isPrimary: true },
            { label: texts.ignore, action: 'parental_ignore', isPrimary: false },
          ],
        };
  if (dialogue.buttons.some((button) => button.action === PARENTAL_TURN_OFF_ACTION)) return dialogue;
  return { ...dialogue, buttons: [...dialogue.buttons, { label: texts.turnOff, action: PARENTAL_TURN_OFF_ACTION, isPrimary: false }] };
}
