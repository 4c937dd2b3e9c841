'use client';

import { useTranslations } from 'next-intl';
import type { ModalBodyProps } from '@/components/modals/modal-body';
import { parentalDialogueOrDefault } from '@/lib/parental/dialogue-actions';
import { useCurrentUser } from '@/lib/session/use-current-user';
import { ParentalDialogueView } from './parental-dialogue';

/** #parental_start: the offer to set up parental control, in the platform's words when it sends a dialogue. */
export function ParentalStartModalBody({ close }: ModalBodyProps<'parental_start'>) {
  const t = useTranslations('parental');
  const { user } = useCurrentUser();
  const dialogue = parentalDialogueOrDefault(user?.parentalDialogue, {
    title: t('startTitle'),
    message: t('startText'),
    set: t('createPin'),
    ignore: t('notNow'),
    turnOff: t('turnOff'),
  });
  return <ParentalDialogueView dialogue={dialogue} showTitle={Boolean(user?.parentalDialogue)} onDone={close} />;
}
