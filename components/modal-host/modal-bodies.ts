import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { HeldModalProps, ModalId } from '@/lib/modals';
import type { ModalBodyProps } from '@/components/modals/modal-body';
import { ModalBodyLoading } from './modal-body-loading';

/**
 * Lazily loaded modal bodies by id, each typed for its id's props (ModalPropsMap). Feature issues add their body here;
 * a registered id without a body still opens as a titled dialog frame. Each shows ModalBodyLoading until its code
 * arrives (Next needs the options written out in every call).
 */
export const MODAL_BODIES: { [Id in ModalId]?: ComponentType<ModalBodyProps<Id>> } = {
  message: dynamic(() => import('@/components/modals/message-modal-body').then((m) => m.MessageModalBody), { ssr: false, loading: ModalBodyLoading }),
  auth: dynamic(() => import('@/components/auth/auth-modal-body').then((m) => m.AuthModalBody), { ssr: false, loading: ModalBodyLoading }),
  pincode: dynamic(() => import('@/components/parental/pincode-modal-body').then((m) => m.PincodeModalBody), { ssr: false, loading: ModalBodyLoading }),
  parental: dynamic(() => import('@/components/parental/parental-modal-body').then((m) => m.ParentalModalBody), { ssr: false, loading: ModalBodyLoading }),
  parental_start: dynamic(() => import('@/components/parental/parental-start-modal-body').then((m) => m.ParentalStartModalBody), { ssr: false, loading: ModalBodyLoading }),
  parental_set: dynamic(() => import('@/components/parental/parental-set-modal-body').then((m) => m.ParentalSetModalBody), { ssr: false, loading: ModalBodyLoading }),
  quick_packets: dynamic(() => import('@/components/billing/modals/quick-packets-body').then((m) => m.QuickPacketsBody), { ssr: false, loading: ModalBodyLoading }),
  packets_channels: dynamic(() => import('@/components/billing/modals/packets-channels-body').then((m) => m.PacketsChannelsBody), { ssr: false, loading: ModalBodyLoading }),
  paysystems: dynamic(() => import('@/components/billing/modals/paysystems-body').then((m) => m.PaySystemsBody), { ssr: false, loading: ModalBodyLoading }),
  refill: dynamic(() => import('@/components/billing/modals/paysystems-body').then((m) => m.RefillBody), { ssr: false, loading: ModalBodyLoading }),
  confirm: dynamic(() => import('@/components/billing/modals/confirm-body').then((m) => m.ConfirmBody), { ssr: false, loading: ModalBodyLoading }),
  confirm_period: dynamic(() => import('@/components/billing/modals/confirm-period-body').then((m) => m.ConfirmPeriodBody), { ssr: false, loading: ModalBodyLoading }),
  card: dynamic(() => import('@/components/billing/modals/card-body').then((m) => m.CardBody), { ssr: false, loading: ModalBodyLoading }),
  nofunds: dynamic(() => import('@/components/billing/modals/nofunds-body').then((m) => m.NoFundsBody), { ssr: false, loading: ModalBodyLoading }),
  pay_card: dynamic(() => import('@/components/billing/modals/pay-card-body').then((m) => m.PayCardBody), { ssr: false, loading: ModalBodyLoading }),
  pay_redirect: dynamic(() => import('@/components/billing/modals/pay-redirect-body').then((m) => m.PayRedirectBody), { ssr: false, loading: ModalBodyLoading }),
  pay_iframe: dynamic(() => import('@/components/billing/modals/pay-redirect-body').then((m) => m.PayIframeBody), { ssr: false, loading: ModalBodyLoading }),
  pay_phone_sms: dynamic(() => import('@/components/billing/modals/pay-phone-body').then((m) => m.PayPhoneBody), { ssr: false, loading: ModalBodyLoading }),
  pay_qr: dynamic(() => import('@/components/billing/modals/pay-qr-body').then((m) => m.PayQrBody), { ssr: false, loading: ModalBodyLoading }),
  pay_qr_kaspi: dynamic(() => import('@/components/auth/kaspi-modal-body').then((m) => m.KaspiModalBody), { ssr: false, loading: ModalBodyLoading }),
  pay_transaction: dynamic(() => import('@/components/billing/modals/pay-transaction-body').then((m) => m.PayTransactionBody), { ssr: false, loading: ModalBodyLoading }),
  subscription: dynamic(() => import('@/components/billing/modals/subscription-body').then((m) => m.SubscriptionBody), { ssr: false, loading: ModalBodyLoading }),
  promocode: dynamic(() => import('@/components/promo/promo-wizard-body').then((m) => m.PromoWizardBody), { ssr: false, loading: ModalBodyLoading }),
  promocode_wizard: dynamic(() => import('@/components/promo/promo-wizard-body').then((m) => m.PromoWizardBody), { ssr: false, loading: ModalBodyLoading }),
  push: dynamic(() => import('@/components/messages/push-modal-body').then((m) => m.PushModalBody), { ssr: false, loading: ModalBodyLoading }),
  profiles: dynamic(() => import('@/components/profiles/profiles-modal-body').then((m) => m.ProfilesModalBody), { ssr: false, loading: ModalBodyLoading }),
  smarttv: dynamic(() => import('@/components/entries/smarttv-modal-body').then((m) => m.SmartTvModalBody), { ssr: false, loading: ModalBodyLoading }),
  block_alma: dynamic(() => import('@/components/auth/block-alma-modal-body').then((m) => m.BlockAlmaModalBody), { ssr: false, loading: ModalBodyLoading }),
};

/**
 * The same bodies for the host, which holds the props of whichever modal is open: openModal typed them for that id
 * (ModalPropsMap), so each body gets what it was opened with.
 */
export const HELD_MODAL_BODIES = MODAL_BODIES as Partial<Record<ModalId, ComponentType<{ props: HeldModalProps; close: () => void }>>>;
