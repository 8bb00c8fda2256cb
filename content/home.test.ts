import * as hologramWire from './hologram-wire';
import { home } from './home';
import * as opportunities from './opportunities';
import * as retreats from './retreats';
import * as transformations from './transformations';

/** The content each offer of the home page's index opens, by its address. */
const opened: Record<string, object> = {
  '/retreats/': retreats,
  '/transformations/': transformations,
  '/hologram-wire/': hologramWire,
  '/opportunities/': opportunities,
};

it('each offer on the home page says a line of its own, not one the page it opens says', () => {
  const repeated = home.offers.entries.filter((offer) =>
    JSON.stringify(opened[offer.href]).includes(offer.summary),
  );
  expect(repeated).toEqual([]);
});
