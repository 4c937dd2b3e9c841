/**
 * Icons of the channel pages as inline SVG: emoji need a colour-emoji font that many systems (Debian's Chromium
 * among them) lack, where they show as an empty box. Drawn in currentColor at 1em so they follow the text.
 */

/** The lock of a channel that is not purchased; `label` is its accessible name. */
export function LockIcon({ label, className }: { label: string; className?: string }) {
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="currentColor"
      data-testid="lock"
    >
      <title>{label}</title>
      <path d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1.5 1.5 0 0 0-1.5 1.5v5A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-5A1.5 1.5 0 0 0 12 7h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 6V4.5a2 2 0 1 1 4 0V7H6Zm2 2.5a1 1 0 0 1 .5 1.87V12.5h-1v-1.13A1 1 0 0 1 8 9.5Z" />
    </svg>
  );
}

/** A star, filled when the channel is a favorite; `label` names the filled state, the outline is decorative. */
export function StarIcon({ filled, label }: { filled: boolean; label: string }) {
  const path = 'M8 1.3 10 5.6l4.7.5-3.5 3.2 1 4.6L8 11.5l-4.2 2.4 1-4.6-3.5-3.2 4.7-.5L8 1.3Z';
  return (
    <svg
      role={filled ? 'img' : undefined}
      aria-label={filled ? label : undefined}
      aria-hidden={filled ? undefined : true}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      data-favorite={filled}
      data-testid="favorite-star"
    >
      <path
        d={path}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </svg>
  );
}
