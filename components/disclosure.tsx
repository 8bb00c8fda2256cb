import { resultsDisclosure } from '@/content/disclosures';

/** The results note, placed in the same section as the claim it qualifies. */
export function Disclosure() {
  return (
    <p className="mt-6 max-w-prose border-l-2 border-gold/50 pl-4 text-sm leading-relaxed text-mist">
      {resultsDisclosure}
    </p>
  );
}
