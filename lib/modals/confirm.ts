import { openModal } from '@/lib/modals';

export interface ConfirmTexts {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
}

/**
 * The second step of a two-step confirmation (logout, removing a card, device or profile; section 4): resolves
 * true only for the confirm button; closing the modal any other way is a no.
 */
export function confirmAction(texts: ConfirmTexts): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const finish = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    openModal(
      'message',
      {
        title: texts.title,
        text: texts.text,
        buttons: [
          { label: texts.confirm, primary: true, onClick: () => finish(true) },
          { label: texts.cancel, onClick: () => finish(false) },
        ],
      },
      { onClose: () => finish(false) },
    );
  });
}
