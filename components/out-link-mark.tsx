/** The small ↗ after a link that opens another site in a new tab; what it means is said in words. */
export function OutLinkMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className="out-mark icon">
      <path d="M3.5 8.5l5-5M4.5 3.5h4v4" />
    </svg>
  );
}
