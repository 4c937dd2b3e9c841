import type { PacketSummary } from '../api/types/billing';
import { shouldOfferRegister } from '../rules/notifications';

/** What the header's trial-packet button offers (core-session-account.md section 4, Header). */
export type TrialOffer = { kind: 'guest'; days: number } | { kind: 'packet'; packetId: number; name: string } | null;

interface Viewer {
  isGuest: boolean;
  provider: { hasPurchases: boolean; promoDays: number | null | undefined };
}

/**
 * A guest of a provider with promo days gets those days by signing up (the register prompt's rule); a member, the
 * first packet whose trial the platform offers them now. Nothing when neither applies: the button is not shown.
 */
export function trialOffer(viewer: Viewer | null, packets: readonly Pick<PacketSummary, 'id' | 'name' | 'isTrial'>[] | undefined): TrialOffer {
  if (!viewer) return null;
  const { promoDays, hasPurchases } = viewer.provider;
  if (viewer.isGuest) {
    return shouldOfferRegister({ isGuest: true, hasPurchases, promoDays }) ? { kind: 'guest', days: promoDays as number } : null;
  }
  const packet = packets?.find((candidate) => candidate.isTrial);
  return packet ? { kind: 'packet', packetId: packet.id, name: packet.name } : null;
}
