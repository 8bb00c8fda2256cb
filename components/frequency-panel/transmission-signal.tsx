interface TransmissionSignalProps {
  /** A `tone-*` class: the chosen frequency's colour. */
  tone: string;
  transmitting: boolean;
}

const rings = ['inset-0', 'inset-4 [animation-delay:0.8s]', 'inset-8 [animation-delay:1.6s]'];

/** Rings that pulse out from a dot while transmitting; decorative, the status says it in words. */
export function TransmissionSignal({ tone, transmitting }: TransmissionSignalProps) {
  return (
    <div aria-hidden="true" className={`relative mx-auto grid size-28 place-items-center ${tone}`}>
      {rings.map((ring) => (
        <span
          key={ring}
          className={`absolute rounded-full border border-[--accent] ${ring} ${
            transmitting ? 'opacity-60 motion-safe:animate-transmit' : 'opacity-20'
          }`}
        />
      ))}
      <span
        className={`size-5 rounded-full bg-[--accent] ${
          transmitting ? 'motion-safe:animate-glow' : 'opacity-40'
        }`}
      />
    </div>
  );
}
