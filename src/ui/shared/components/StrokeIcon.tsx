/**
 * A decorative 24×24 icon drawn as one round-ended stroke: the buttons and links it sits in carry the names.
 * The shell's, the sign-in screens' and the public site's line icons are all this one shape.
 */
export function StrokeIcon({ d, size, weight }: { d: string; size: number; weight: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={weight}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
