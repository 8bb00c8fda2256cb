import { problemsIn } from './messages';
import * as about from '../about';
import * as contact from '../contact';
import * as disclosures from '../disclosures';
import * as frequencyController from '../frequency-controller';
import * as frequencyTestimonials from '../frequency-testimonials';
import * as hologramWire from '../hologram-wire';
import * as home from '../home';
import * as innerCircle from '../inner-circle';
import * as labels from '../labels';
import * as layout from '../layout';
import * as navigation from '../navigation';
import * as notFound from '../not-found';
import * as opportunities from '../opportunities';
import * as panelNote from '../panel-note';
import * as privacy from '../privacy';
import * as retreats from '../retreats';
import * as site from '../site';
import * as transformations from '../transformations';

/**
 * Every export of every content module, checked against its tag (shaped.ts). The root layout
 * calls it, so `next dev` checks on each edit and `next build` before any page; server only.
 */
export const contentModules: Record<`content/${string}.ts`, Record<string, unknown>> = {
  'content/about.ts': about,
  'content/contact.ts': contact,
  'content/disclosures.ts': disclosures,
  'content/frequency-controller.ts': frequencyController,
  'content/frequency-testimonials.ts': frequencyTestimonials,
  'content/hologram-wire.ts': hologramWire,
  'content/home.ts': home,
  'content/inner-circle.ts': innerCircle,
  'content/labels.ts': labels,
  'content/layout.ts': layout,
  'content/navigation.ts': navigation,
  'content/not-found.ts': notFound,
  'content/opportunities.ts': opportunities,
  'content/panel-note.ts': panelNote,
  'content/privacy.ts': privacy,
  'content/retreats.ts': retreats,
  'content/site.ts': site,
  'content/transformations.ts': transformations,
};

/** Every mistake in content/, one line each. */
export function contentProblems(modules = contentModules): string[] {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([key, value]) => problemsIn(file, key, value)),
  );
}

/** Stops `next dev` (its overlay and terminal) and `next build` at content's mistakes. */
export function checkContent(modules = contentModules): void {
  const problems = contentProblems(modules);
  if (problems.length > 0) throw Object.assign(new Error(problems.join('\n')), { stack: '' });
}
