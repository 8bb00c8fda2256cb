import { shapesFor } from './_lib/shaped';
import { markersFor } from './_lib/launch-register';

const shaped = shapesFor('content/frequency-testimonials.ts');

/**
 * The frequency controller's three testimonials. A module of their own: the panel's client
 * bundle imports content/frequency-controller.ts and must not carry them or the register.
 */

const { placeholder } = markersFor('content/frequency-testimonials.ts');
const why =
  'Invented client and words: a real client’s result, words and name as they agree to be quoted, with their written consent, or remove it.';

export const frequencyTestimonialsSection = shaped('sectionHeading', {
  title: 'Results clients describe',
} as const);

export const frequencyTestimonials = shaped('frequencyTestimonial', [
  placeholder(
    {
      result: 'An acquisition signed after a year’s delay',
      quote:
        '528 Hz, wealth mode, alpha, each morning before talks. Eighteen days later the stalled acquisition was signed, on our terms.',
      name: 'Victoria H., Monaco',
    },
    'frequencyTestimonials[0]',
    why,
  ),
  placeholder(
    {
      result: 'Composure before a board vote',
      quote:
        '741 Hz in consciousness mode every evening for a fortnight. I walked into the vote calmer than I had been in years.',
      name: 'Julian M., London',
    },
    'frequencyTestimonials[1]',
    why,
  ),
  placeholder(
    {
      result: 'A family brought back to one table',
      quote:
        '432 Hz in love mode through our evenings at the villa. By the third week my brother and I were planning the foundation together.',
      name: 'Isabella R., Lake Como',
    },
    'frequencyTestimonials[2]',
    why,
  ),
]);
