import { openModal } from '@/lib/modals/modal-controller';

let handingOver = false;

/**
 * Opens the promo wizard. On a promo page closing it returns home (section 4), except when the wizard itself hands
 * over to the auth modal and comes back afterwards.
 */
export function openPromoWizard(
  props: { code?: string; autoCheck?: boolean; promoPage?: boolean },
  goHome: () => void,
): boolean {
  handingOver = false;
  return openModal('promocode_wizard', props, {
    onClose: () => {
      if (props.promoPage && !handingOver) goHome();
      handingOver = false;
    },
  });
}

/** True while the wizard hands over to the auth modal: that close is not the viewer leaving. */
export function handOverPromoWizard(value: boolean): void {
  handingOver = value;
}
