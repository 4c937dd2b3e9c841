import type { PacketDesign } from '@/lib/api/types/billing';
import { textColourOn } from '@/lib/rules/contrast';
import styles from './billing.module.css';

/** A packet's corner badge (design.corner_badge) in the operator's colour, its words in the colour that reads on it. */
export function CornerBadge({ badge }: { badge: PacketDesign['cornerBadge'] }) {
  if (!badge) return null;
  return (
    <span className={styles.badge} style={{ background: badge.color, color: textColourOn(badge.color) ?? undefined }}>
      {badge.text}
    </span>
  );
}
