import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { HeldModalProps, ModalId } from '@/lib/modals';
import type { ModalBodyProps } from '@/components/modals/modal-body';

/**
 * Lazily loaded modal bodies by id, each typed for its id's props (ModalPropsMap). Feature issues add their body here;
 * a registered id without a body still opens as a titled dialog frame.
 */
export const MODAL_BODIES: { [Id in ModalId]?: ComponentType<ModalBodyProps<Id>> } = {
  message: dynamic(() => import('@/components/modals/message-modal-body').then((m) => m.MessageModalBody), { ssr: false }),
  auth: dynamic(() => import('@/components/auth/auth-modal-body').then((m) => m.AuthModalBody), { ssr: false }),
  pincode: dynamic(() => import('@/components/parental/pincode-modal-body').then((m) => m.PincodeModalBody), { ssr: false }),
  parental: dynamic(() => import('@/components/parental/parental-modal-body').then((m) => m.ParentalModalBody), { ssr: false }),
  parental_start: dynamic(() => import('@/components/parental/parental-start-modal-body').then((m) => m.ParentalStartModalBody), { ssr: false }),
  parental_set: dynamic(() => import('@/components/parental/parental-set-modal-body').then((m) => m.ParentalSetModalBody), { ssr: false }),
  quick_packets: dynamic(() => import('@/components/billing/modals/quick-packets-body').then((m) => m.QuickPacketsBody), { ssr: false }),
  packets_channels: dynamic(() => import('@/components/billing/modals/packets-channels-body').then((m) => m.PacketsChannelsBody), { ssr: false }),
  paysystems: dynamic(() => import('@/components/billing/modals/paysystems-body').then((m) => m.PaySystemsBody), { ssr: false }),
  refill: dynamic(() => import('@/components/billing/modals/paysystems-body').then((m) => m.RefillBody), { ssr: false }),
  confirm: dynamic(() => import('@/components/billing/modals/confirm-body').then((m) => m.ConfirmBody), { ssr: false }),
  confirm_period: dynamic(() => import('@/components/billing/modals/confirm-period-body').then((m) => m.ConfirmPeriodBody), { ssr: false }),
  card: dynamic(() => import('@/components/billing/modals/card-body').then((m) => m.CardBody), { ssr: false }),
  nofunds: dynamic(() => import('@/components/billing/modals/nofunds-body').then((m) => m.NoFundsBody), { ssr: false }),
  pay_card: dynamic(() => import('@/components/billing/modals/pay-card-body').then((m) => m.PayCardBody), { ssr: false }),
  pay_redirect: dynamic(() => import('@/components/billing/modals/pay-redirect-body').then((m) => m.PayRedirectBody), { ssr: false }),
  pay_iframe: dynamic(() => import('@/components/billing/modals/pay-redirect-body').then((m) => m.PayIframeBody), { ssr: false }),
  pay_phone_sms: dynamic(() => import('@/components/billing/modals/pay-phone-body').then((m) => m.PayPhoneBody), { ssr: false }),
  pay_qr: dynamic(() => import('@/components/billing/modals/pay-qr-body').then((m) => m.PayQrBody), { ssr: false }),
  pay_qr_kaspi: dynamic(() => import('@/components/auth/kaspi-modal-body').then((m) => m.KaspiModalBody), { ssr: false }),
  pay_transaction: dynamic(() => import('@/components/billing/modals/pay-transaction-body').then((m) => m.PayTransactionBody), { ssr: false }),
  subscription: dynamic(() => import('@/components/billing/modals/subscription-body').then((m) => m.SubscriptionBody), { ssr: false }),
  promocode: dynamic(() => import('@/components/promo/promo-wizard-body').then((m) => m.PromoWizardBody), { ssr: false }),
  promocode_wizard: dynamic(() => import('@/components/promo/promo-wizard-body').then((m) => m.PromoWizardBody), { ssr: false }),
  push: dynamic(() => import('@/components/messages/push-modal-body').then((m) => m.PushModalBody), { ssr: false }),
  profiles: dynamic(() => import('@/components/profiles/profiles-modal-body').then((m) => m.ProfilesModalBody), { ssr: false }),
  smarttv: dynamic(() => import('@/components/entries/smarttv-modal-body').then((m) => m.SmartTvModalBody), { ssr: false }),
  block_alma: dynamic(() => import('@/components/auth/block-alma-modal-body').then((m) => m.BlockAlmaModalBody), { ssr: false }),
};

/**
 * The same bodies for the host, which holds the props of whichever modal is open: openModal typed them for that id
 * (ModalPropsMap), so each body gets what it was opened with.
 */
export const HELD_MODAL_BODIES = MODAL_BODIES as Partial<Record<ModalId, ComponentType<{ props: HeldModalProps; close: () => void }>>>;
