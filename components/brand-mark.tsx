interface BrandMarkProps {
  className?: string;
  /** Width and height in px, where no CSS sizes it (the share cards). */
  size?: number;
  /** Its colour; the text colour by default. The share cards' renderer has no currentColor. */
  color?: string;
}

/** The brand's mark: an eye of light within a triangle. Decorative; the name sits beside it. */
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
      strokeWidth="1.5"
      strokeLinejoin="round"
    >
      <path d="M16 3 29 27H3Z" />
      <path d="M9.5 19.5c3.6-4.4 9.4-4.4 13 0-3.6 4.4-9.4 4.4-13 0Z" />
      <circle cx="16" cy="19.5" r="1.9" fill={color} stroke="none" />
    </svg>
  );
}
