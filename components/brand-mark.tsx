interface BrandMarkProps {
  className?: string;
  /** Width and height in px, where no CSS sizes it (the share cards). */
  size?: number;
  /** Its colour; the text colour by default. The share cards' renderer has no currentColor. */
  color?: string;
}

/**
 * The house's seal, as it would be pressed on letter paper: a ring, a horizon across its lower
 * part and a point of light risen above it. Decorative; the name sits beside it.
 */
export function BrandMark({ className, size, color = 'currentColor' }: BrandMarkProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 32 32"
      className={className}
      width={size}
      height={size}
      fill="none"
      stroke={color}
      strokeWidth="1"
    >
      <circle cx="16" cy="16" r="14.5" />
      <circle cx="16" cy="16" r="11.5" strokeOpacity="0.5" />
      <path d="M6.2 20.5h19.6" />
      <circle cx="16" cy="14" r="2.25" fill={color} stroke="none" />
    </svg>
  );
}
