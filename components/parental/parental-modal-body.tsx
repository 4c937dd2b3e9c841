'use client';

import type { ModalBodyProps } from '@/components/modals/modal-body';
import { openModal } from '@/lib/modals';
import { ParentalSettings } from '@/components/settings/parental-settings';

/**
 * #parental: the parental settings (PIN, switches, duration) over the current page, as on /settings/parental. The
 * PIN question replaces this modal, so a correct PIN opens it again, unlocked.
 */
export function ParentalModalBody({ props }: ModalBodyProps<'parental'>) {
  return <ParentalSettings unlocked={props.unlocked === true} reopen={() => openModal('parental', { unlocked: true })} />;
}
