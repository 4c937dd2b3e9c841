import type { Card, Packet, PacketChannel, PaySystem, PurchaseOption, RentalOffer, Subscription } from '../api/types/billing';
import type { MwStatusBlock } from '../api/types/identity';
import type { PurchaseContext } from './purchase-context';

/** A step of a purchase: everything the pay modals need about it. */
export interface PurchaseModalProps {
  context: PurchaseContext;
}

/** A payform modal: the purchase and the pay system it pays with. */
export interface PayFormModalProps extends PurchaseModalProps {
  paySystem: PaySystem;
}

/** A list to choose from, and what the flow does with the choice. */
export interface QuickPacketsModalProps {
  packets: Packet[];
  onChoose: (packetId: number) => void;
  /** A film on rent, offered beside the packets that open it. */
  rental?: RentalOffer;
  onRent?: () => void;
  /** The base packets come first: the one chosen needs a base packet. */
  baseFirst?: boolean;
}

export interface ConfirmPeriodModalProps {
  packet: Packet;
  options: PurchaseOption[];
  onChoose: (periodId: number, trial: boolean) => void;
}

// The billing modals' props (catalogue-vod-billing.md section 4), checked where they are opened (lib/modals).
declare module '../modals/modal-props' {
  interface ModalPropsMap {
    confirm: PurchaseModalProps;
    nofunds: PurchaseModalProps;
    paysystems: PurchaseModalProps;
    refill: PurchaseModalProps;
    /** Card confirm, titled with the card's number. */
    card: PurchaseModalProps & { card?: Card; title?: string };
    pay_card: PayFormModalProps;
    pay_phone_sms: PayFormModalProps;
    pay_qr: PayFormModalProps;
    pay_redirect: PayFormModalProps;
    pay_iframe: PayFormModalProps;
    /** Kaspi's QR for a purchase, or the regional block's debt (status -1, lib/session/regional-block.ts). */
    pay_qr_kaspi: PayFormModalProps | MwStatusBlock;
    /** A payform's instructions, or the wait for a transaction after the bank page sent the buyer back. */
    pay_transaction: PayFormModalProps | { waiting: true };
    quick_packets: QuickPacketsModalProps;
    confirm_period: ConfirmPeriodModalProps;
    subscription: { packet: Packet; subscription: Subscription };
    packets_channels: { channels: PacketChannel[]; title?: string };
  }
}
