import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { ModalId } from '@/lib/modals';
import type { ModalBodyProps } from './modal-body';

/**
 * Lazily loaded modal bodies by id. Feature issues add their body here; a registered id without a body still opens
 * as a titled dialog frame.
 */
export const MODAL_BODIES: Partial<Record<ModalId, ComponentType<ModalBodyProps>>> = {
  message: dynamic(() => import('./message-modal-body').then((m) => m.MessageModalBody), { ssr: false }),
  auth: dynamic(() => import('@/components/auth/auth-modal-body').then((m) => m.AuthModalBody), { ssr: false }),
  pincode: dynamic(() => import('@/components/parental/pincode-modal-body').then((m) => m.PincodeModalBody), { ssr: false }),
  parental_set: dynamic(() => import('@/components/parental/parental-set-modal-body').then((m) => m.ParentalSetModalBody), { ssr: false }),
  push: dynamic(() => import('@/components/messages/push-modal-body').then((m) => m.PushModalBody), { ssr: false }),
  profiles: dynamic(() => import('@/components/profiles/profiles-modal-body').then((m) => m.ProfilesModalBody), { ssr: false }),
};
