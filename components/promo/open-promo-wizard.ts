import { openModal } from '@/lib/modals/modal-controller';

/** What the promo wizard opens with: a code from a link, checked at once on the promo page. */
export interface PromoWizardProps {
  code?: string;
  autoCheck?: boolean;
  /** Opened by a promo page: closing it returns home (section 4). */
  promoPage?: boolean;
}

// Checked where the wizard is opened (lib/modals).
declare module '@/lib/modals/modal-props' {
  interface ModalPropsMap {
    promocode: PromoWizardProps;
    promocode_wizard: PromoWizardProps;
  }
}

let handingOver = false;

/**
 * Opens the promo wizard. On a promo page closing it returns home (section 4), except when the wizard itself hands
 * over to the auth modal and comes back afterwards.
 */
export function openPromoWizard(props: PromoWizardProps, goHome: () => void): boolean {
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
