interface TransmissionSignalProps {
  /** A `tone-*` class: the chosen frequency's colour. */
  tone: string;
  transmitting: boolean;
}

// Sized in proportion, so the same signal is drawn small in the phone's bar and large in the card.
const rings = [
  'inset-0',
  'inset-[calc(100%/7)] [animation-delay:0.8s]',
  'inset-[calc(200%/7)] [animation-delay:1.6s]',
];

/** Rings that pulse out from a dot while transmitting; decorative, the status says it in words. */
export function TransmissionSignal({ tone, transmitting }: TransmissionSignalProps) {
  return (
    <div
      aria-hidden="true"
      className={`relative grid size-10 place-items-center sm:size-12 lg:mx-auto lg:size-28 ${tone}`}
    >
      {rings.map((ring) => (
        <span
          key={ring}
          className={`absolute rounded-full border border-[--accent] ${ring} ${
            transmitting ? 'opacity-60 motion-safe:animate-transmit' : 'opacity-20'
          }`}
        />
      ))}
      <span
        className={`size-[calc(500%/28)] rounded-full bg-[--accent] ${
          transmitting ? 'motion-safe:animate-glow' : 'opacity-40'
        }`}
      />
    </div>
  );
}
