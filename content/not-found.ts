import { shapesFor } from './_lib/shaped';
import { site } from './site';

const shaped = shapesFor('content/not-found.ts');

/** The page shown for an address the site does not have. */
export const notFoundPage = shaped('page', {
  /** For the browser tab; search engines never index this page. */
  metaTitle: 'Page not found',
  description: `This address leads nowhere on the site of ${site.brand}. Return to the home page.`,
  eyebrow: 'Error 404',
  title: 'This path is not on the map',
  lead: 'The page you were looking for has moved, or was never meant to be found. Everything else is still where you left it.',
  homeLink: 'Return to the home page',
} as const);
