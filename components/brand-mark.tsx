interface BrandMarkProps {
  className?: string;
}

/** The brand's mark: an eye of light within a triangle. Decorative; the name sits beside it. */
export function BrandMark({ className }: BrandMarkProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 32 32"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    >
      <path d="M16 3 29 27H3Z" />
      <path d="M9.5 19.5c3.6-4.4 9.4-4.4 13 0-3.6 4.4-9.4 4.4-13 0Z" />
      <circle cx="16" cy="19.5" r="1.9" fill="currentColor" stroke="none" />
    </svg>
  );
}
