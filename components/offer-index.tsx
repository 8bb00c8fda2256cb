import { hologramOffer, hologramPage } from '@/content/hologram-wire';
import { opportunitiesPage, opportunityCategories } from '@/content/opportunities';
import { retreats, retreatsPage } from '@/content/retreats';
import { transformationPackages, transformationsPage } from '@/content/transformations';
import { capitalize, countWord } from '@/content/_lib/format';
import { ArrowRight } from 'lucide';
import { IconSvg } from './icon-svg';
import { unwidowed } from './unwidowed';

/** The practice's offers, each by its own page's title, lead and figures, as they stand there. */
const offers = [
  {
    href: '/retreats/',
    title: retreatsPage.title,
    lead: retreatsPage.lead,
    figures: [`${capitalize(countWord(retreats.length))} a year`, retreatsPage.priceRange.value],
  },
  {
    href: '/transformations/',
    title: transformationsPage.title,
    lead: transformationsPage.lead,
    figures: [
      `${capitalize(countWord(transformationPackages.length))} programmes`,
      transformationsPage.priceRange.value,
    ],
  },
  {
    href: '/hologram-wire/',
    title: hologramPage.title,
    lead: hologramPage.lead,
    figures: [hologramOffer.units, hologramOffer.price],
  },
  {
    href: '/opportunities/',
    title: opportunitiesPage.title,
    lead: opportunitiesPage.list.intro,
    figures: [`${capitalize(countWord(opportunityCategories.length))} categories`],
  },
] as const;

/**
 * A list on hairlines: each offer's name as the link to its page, its figures a quiet line, and
 * an arrow across from the name that says the whole entry leads on (`.offer-row`).
 */
export function OfferIndex() {
  return (
    <ul className="entries">
      {offers.map((offer) => (
        <li key={offer.href} className="offer-row">
          <p className="label figures">{offer.figures.join(' · ')}</p>
          <h3 className="type-name">
            <a href={offer.href}>{unwidowed(offer.title)}</a>
          </h3>
          <p className="type-body measure">{offer.lead}</p>
          <IconSvg node={ArrowRight} />
        </li>
      ))}
    </ul>
  );
}
