'use client';

import { getBrowserApi } from '../api/browser';
import { updateCurrentUser } from '../api/users';
import type { ParentalDialogue } from '../api/types/identity';
import { openModal } from '../modals';

/**
 * The actions a parental dialogue's buttons carry (core-session-account.md section 3, User.parental_dialogue): set
 * a PIN, decline parental control (parental_status ignore, so the platform stops offering it), or open the parental
 * settings. Any other action only closes the dialogue.
 */
export const PARENTAL_DIALOGUE_ACTIONS = {
  parental_set: async () => {
    openModal('parental_set');
  },
  parental_ignore: async () => {
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

/** The dialogue to show: the platform's when it sends one, else the app's own offer to set a PIN. */
export function parentalDialogueOrDefault(
  sent: ParentalDialogue | null | undefined,
  texts: { title: string; message: string; set: string; ignore: string },
): ParentalDialogue {
  if (sent && sent.buttons.length > 0) return sent;
  return {
    icon: 'parental',
    title: texts.title,
    message: texts.message,
    buttons: [
      { label: texts.set, action: 'parental_set', isPrimary: true },
      { label: texts.ignore, action: 'parental_ignore', isPrimary: false },
    ],
  };
}
