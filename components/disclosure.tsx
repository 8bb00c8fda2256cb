import { disclosures, scarcityDisclosure } from '@/content/disclosures';
import type { DatedClaim, DisclosureKind } from '@/content/types';
import { articlesBound } from './unwidowed';

interface DisclosureProps {
  /** The kinds of claim the section makes, each given its one wording. */
  kinds?: readonly DisclosureKind[];
  /** The counts and dates the section states: dated by the advisor's last confirmation. */
  dated?: readonly DatedClaim[];
}

/** The note that qualifies a section's claims, placed inside that section. */
export function Disclosure({ kinds = [], dated = [] }: DisclosureProps) {
  const notes = kinds.map((kind) => disclosures[kind]);
  if (dated.length > 0) notes.push(scarcityDisclosure(dated));
  // Each note its own balanced lines, so none is broken across another's ("…are / not
  // guaranteed. Availability…"); the space between them is kept for the text as read aloud.
  return (
    <p role="note" className="note">
      {notes.map((note, index) => (
        <span key={note} className="block">
          {index > 0 ? ' ' : null}
          {articlesBound(note)}
        </span>
      ))}
    </p>
  );
}
