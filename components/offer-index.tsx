import type { OfferEntry } from '@/content/types';
import { ArrowRight } from 'lucide';
import { IconSvg } from './icon-svg';
import { unwidowed } from './unwidowed';

interface OfferIndexProps {
  offers: readonly OfferEntry[];
}

/**
 * A list on hairlines: each offer's name as the link to its page, its figures a quiet line, and
 * an arrow across from the name that says the whole entry leads on (`.offer-row`).
 */
export function OfferIndex({ offers }: OfferIndexProps) {
  return (
    <ul className="entries">
      {offers.map((offer) => (
        <li key={offer.href} className="offer-row">
          <p className="label figures">{offer.figures.join(' · ')}</p>
          <h3 className="type-name">
            <a href={offer.href}>{unwidowed(offer.title)}</a>
          </h3>
          <p className="type-body measure">{offer.summary}</p>
          <IconSvg node={ArrowRight} />
        </li>
      ))}
    </ul>
  );
}
