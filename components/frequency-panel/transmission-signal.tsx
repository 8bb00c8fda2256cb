interface TransmissionSignalProps {
  /** A `tone-*` class: the chosen frequency's colour. */
  tone: string;
  transmitting: boolean;
}

/**
 * Rings that pulse out from a dot while transmitting (globals.css, `.signal`); decorative, the
 * status says it in words.
 */
export function TransmissionSignal({ tone, transmitting }: TransmissionSignalProps) {
  return (
    <div
      aria-hidden="true"
      className={`signal ${tone}`}
      {...(transmitting ? { 'data-transmitting': '' } : {})}
    >
      <span className="signal-ring" />
      <span className="signal-ring" />
      <span className="signal-ring" />
      <span className="signal-dot" />
    </div>
  );
}
